export { useRouterHref } from './useRouterHref';
