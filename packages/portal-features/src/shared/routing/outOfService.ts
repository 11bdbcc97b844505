import { localizedPath, splitLocale } from '../i18n/locales';
import { pagePath } from '../pages/pagePath';

/**
 * /outofservice in the page's language, remembering the page the user was on (`?from=`) so the retry can go
 * back there; null when the user is already on it (a second failure must not stack entries).
 */
export function outOfServiceHref(current: { pathname: string; search: string }): string | null {
  const { locale, path } = splitLocale(current.pathname);
  if (path === pagePath('outofservice')) return null;
  const from = encodeURIComponent(current.pathname + current.search);
  return `${localizedPath(pagePath('outofservice'), locale)}?from=${from}`;
}
