export {
  type Delivery,
  lastDeliveries,
  type PortalFile,
  productNames,
  type SdsUpdate,
  sdsUpdates,
  twelveMonthsBefore,
  unseenCount,
} from './sdsUpdates';
export {
  type SdsUpdatesState,
  sheetTypes,
  useMyDocuments,
  useProductNames,
  useSdsUpdates,
} from './useDocuments';
