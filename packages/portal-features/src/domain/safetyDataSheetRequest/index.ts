import { lazyDialog } from '@kundenportal/ui';
import type { SafetyDataSheetRequestModalProps } from './SafetyDataSheetRequestModal';

export type { SafetyDataSheetRequestModalProps } from './SafetyDataSheetRequestModal';

/**
 * The request form (selects, radio group, react-aria's modal) loads at idle or when a product is first asked
 * about, not with the documents or order page that offers the request.
 */
export const SafetyDataSheetRequestModal = lazyDialog<SafetyDataSheetRequestModalProps>(
  async () => (await import('./SafetyDataSheetRequestModal')).SafetyDataSheetRequestModal,
  ({ target }) => target !== null,
);
export { type SdsRequestTarget, type SdsTopic, sdsTopics } from './sdsRequestSchema';
export { useRequestSafetyDataSheet } from './useRequestSafetyDataSheet';
