export { outOfServiceHref } from './outOfService';
export { useRouterHref } from './useRouterHref';
