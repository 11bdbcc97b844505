import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { outOfServiceHref } from '../../shared/routing';

/**
 * Goes to /outofservice remembering the page the user was on (`?from=`), as the app does when a request gets
 * no response. Auth calls bypass that app-wide handler, so the auth forms go there themselves; where the app
 * got there first, it stays where it is.
 */
export function useGoOutOfService(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const href = outOfServiceHref({ pathname, search });
    if (href) navigate(href);
  }, [navigate, pathname, search]);
}
