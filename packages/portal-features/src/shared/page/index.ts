export { PageFrame, type PageFrameProps } from './PageFrame';
export { lead, page, pageTitle, sectionTitle } from './page.css';
export { PageTitleSink, usePageTitle } from './usePageTitle';
