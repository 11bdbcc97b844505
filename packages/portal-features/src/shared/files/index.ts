export {
  forgetFiles,
  RECENT_FILES_LIMIT,
  type RecentFile,
  readRecentFiles,
  rememberFile,
  subscribeRecentFiles,
} from './recentFiles';
export { fileMessages, useFileDownload, useRecentFiles } from './useFileDownload';
