import { useHref } from 'react-router-dom';

/**
 * The href hook for react-aria's RouterProvider. React Router would resolve `mailto:…`, `https://…` and
 * `#anchor` as paths below the current page; those stay as they are.
 */
export function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('#') ? href : resolved;
}
