export { lead, page, pageTitle, sectionTitle } from './page.css';
export { usePageTitle } from './usePageTitle';
