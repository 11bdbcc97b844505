import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuthDialogs } from './authDialogs';
import { canSeePage, type UserPage } from './permissions';
import { useSession } from './SessionProvider';

/**
 * Guards the logged-in area (spec §6). Logged out: opens the login and comes back here afterwards. Logged in
 * without the scope for `page` (or in the staff view where the page is hidden): answers like an unknown route.
 */
export function RequireUser({ page, fallback }: { page?: UserPage; fallback: ReactNode }) {
  const { isAuthenticated, user, isStaffView } = useSession();
  const { open, dialog } = useAuthDialogs();
  const location = useLocation();
  const returnTo = location.pathname + location.search;

  // Only when the page is visited logged out; closing the dialog must not reopen it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: dialog and open are read, not watched.
  useEffect(() => {
    if (!isAuthenticated && dialog === null) open('login', { returnTo });
  }, [isAuthenticated, returnTo]);

  if (!isAuthenticated || !user) return null;
  if (page && !canSeePage(user, page, isStaffView)) return <>{fallback}</>;
  return <Outlet />;
}
