import type { MessageDescriptor } from '@formatjs/intl';
import { meetsNeed } from '../capabilities';
import { useRuntimeConfig } from './PortalServices';

/**
 * Whether a text may be shown with what this backend offers (config.json `capabilities`): a text that promises an
 * optional operation only with it, its counterpart only without (`textNeeds`).
 */
export function useMeetsNeed(): (text: MessageDescriptor) => boolean {
  const { capabilities } = useRuntimeConfig();
  return (text) => meetsNeed(String(text.id), (operation) => capabilities.has(operation));
}
