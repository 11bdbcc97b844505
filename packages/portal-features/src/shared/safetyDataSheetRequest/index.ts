export {
  SafetyDataSheetRequestModal,
  type SafetyDataSheetRequestModalProps,
} from './SafetyDataSheetRequestModal';
export { type SdsRequestTarget, type SdsTopic, sdsTopics } from './sdsRequestSchema';
export { useRequestSafetyDataSheet } from './useRequestSafetyDataSheet';
