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
export { useDownloadFile } from './useDownloadFile';
export {
  RECENT_FILES_MAX,
  type OpenableFile,
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
