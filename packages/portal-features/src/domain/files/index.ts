export {
  type BulkDeleteResult,
  combineDeletes,
  deleteFile,
  deleteFiles,
  downloadFile,
} from './fileActions';
export {
  type OpenableFile,
  parseRecentFiles,
  RECENT_FILES_MAX,
  RECENT_FILES_PREFERENCE,
  type RecentFile,
  withoutFiles,
  withRecentFile,
} from './recentFiles';
export { useFileDownload } from './useFileDownload';
export { useRecentFiles } from './useRecentFiles';
