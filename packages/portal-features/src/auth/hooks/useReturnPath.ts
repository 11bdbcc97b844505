import { useCallback } from 'react';
import { splitLocale, useLocalizedPath } from '../../shared/i18n';
import { safeReturnPath } from '../../shared/session';

/**
 * A dialog's `returnTo` as a path in the current locale, or undefined when it would leave the portal.
 * Callers may pass a localized ('/en/user/orders') or a plain ('/user/orders') path; both land in the
 * language the user reads now.
 */
export function useReturnPath(): (returnTo: string | undefined) => string | undefined {
  const localized = useLocalizedPath();
  return useCallback(
    (returnTo) => {
      const safe = safeReturnPath(returnTo);
      if (!safe) return undefined;
      const url = new URL(safe, 'https://portal.invalid');
      return `${localized(splitLocale(url.pathname).path)}${url.search}${url.hash}`;
    },
    [localized],
  );
}
