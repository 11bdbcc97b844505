/** The status pages' door: 404, error and out-of-service. */
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
export { OutOfServicePage } from './OutOfServicePage';
