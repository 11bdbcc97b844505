export { PageFrame, type PageFrameProps } from './PageFrame';
export {
  createPageHeadings,
  PageHeading,
  type PageHeadingProps,
  type PageHeadings,
  PageHeadingsContext,
} from './PageHeading';
export { lead, page, pageTitle, sectionTitle } from './page.css';
export * as statusPageStyles from './statusPage.css';
export { PageTitleSink, pageTitleMessages, usePageTitle } from './usePageTitle';
export { UserPendingContext, useUserPending } from './userPending';
