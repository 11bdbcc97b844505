/**
 * The error page's door (spec §2): what a page that failed shows, loaded only then, with its texts (this
 * feature's chunk). The 404 page of unknown routes and the out-of-service page are the status feature's.
 */
export { ErrorPage, type ErrorPageProps, RouteErrorPage } from './ErrorPage';
export { type ErrorStatus, errorStatus } from './errorStatus';
