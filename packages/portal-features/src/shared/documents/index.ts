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
  type OpenableFile,
  RECENT_FILES_MAX,
  type RecentFile,
  type SdsUpdatesState,
  sheetTypes,
  useAllOrders,
  useMyDocuments,
  useProductNames,
  useRecentFiles,
  useSdsUpdates,
  withRecentFile,
} from './useDocuments';
export { useDownloadFile } from './useDownloadFile';
