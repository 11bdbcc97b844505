export { pageNames } from './pageNames';
export { type PageParamArgs, type PageParams, pagePath, usePageHref } from './pagePath';
export {
  allUserPages,
  type DashboardWidgetId,
  type Door,
  isUserPage,
  type MenuPage,
  menuPages,
  type PageCode,
  type PageGuard,
  type PageName,
  type PageRow,
  type PageTable,
  type PublicPageRow,
  pageNamesInOrder,
  pageTable,
  type UserPage,
  type UserPageRow,
  userPageRow,
  widgetPage,
} from './pageTable';
