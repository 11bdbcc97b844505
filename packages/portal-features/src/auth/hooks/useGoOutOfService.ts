import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { splitLocale, useLocalizedPath } from '../../shared/i18n';

/**
 * Goes to /outofservice remembering the page the user was on (`?from=`), as the app does when a request gets
 * no response. Auth calls bypass that app-wide handler, so the auth forms go there themselves; where the app
 * got there first, the same URL again only replaces the entry.
 */
export function useGoOutOfService(): () => void {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (splitLocale(pathname).path === '/outofservice') return;
    navigate(`${localized('/outofservice')}?from=${encodeURIComponent(pathname + search)}`);
  }, [navigate, localized, pathname, search]);
}
