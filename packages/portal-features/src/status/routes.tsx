/** The status pages' door: 404 and out-of-service (the error page is the errors feature's). */
export { NotFoundPage } from './NotFoundPage';
export { OutOfServicePage } from './OutOfServicePage';
