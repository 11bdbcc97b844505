import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { UserPendingContext } from '../page';
import type { UserPage } from '../pages';
import { useAuthDialogs } from './authDialogs';
import { LoginRequired } from './LoginRequired';
import { canEnterPage } from './permissions';
import { useSession } from './SessionProvider';

// Shown only when the user does not come: its code loads then (the pages' static files, not the API, serve it).
const UserLoadFailed = lazy(async () => ({ default: (await import('./UserLoadFailed')).UserLoadFailed }));

/**
 * Guards the logged-in area (spec §6). Logged out: shows what the page is, opens the login and comes back here
 * afterwards. Logged in
 * without the scope for `page` (or in the staff view where the page is hidden and does not ask for a company
 * instead): answers like an unknown route.
 */
export function RequireUser({
  page,
  fallback,
  children,
}: {
  page?: UserPage;
  fallback: ReactNode;
  /** What it guards; the route's child (`<Outlet />`) by default. */
  children?: ReactNode;
}) {
  const { isAuthenticated, user, isStaffView, userFailure } = useSession();
  const { open, dialog } = useAuthDialogs();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  // When the user arrives while this waits (a page opened directly), the rest of the page is drawn in a render of
  // its own: the arrival re-renders the whole tree at once (a store update, never sliced), and the page's full
  // render is its largest part – deferred, React slices it. Mounted with the user known, the page renders at once.
  const hasUser = useDeferredValue(user !== undefined);

  // Only when a page is visited logged out; closing the dialog must not reopen it. A session that ends on this
  // page (logout, changed password, refused token) goes home on its own path – no login pops up on the way.
  const wasAuthenticated = useRef(isAuthenticated);
  const endedOn = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: dialog and open are read, not watched.
  useEffect(() => {
    if (isAuthenticated) {
      wasAuthenticated.current = true;
      endedOn.current = null;
      return;
    }
    if (wasAuthenticated.current) {
      wasAuthenticated.current = false;
      endedOn.current = returnTo;
    }
    if (returnTo !== endedOn.current && dialog === null) open('login', { returnTo });
  }, [isAuthenticated, returnTo]);

  if (!isAuthenticated) {
    // Nothing while a session that ended here is on its way home; otherwise the page says what it is, also
    // behind the login it opened.
    const endedHere = wasAuthenticated.current || endedOn.current === returnTo;
    return endedHere ? null : <LoginRequired returnTo={returnTo} page={page} />;
  }
  // The user did not come (refused, garbage, no answer in time): say so, with a retry and the logout.
  if (!user && userFailure)
    return (
      <Suspense fallback={null}>
        <UserLoadFailed failure={userFailure} />
      </Suspense>
    );
  if (user && page && !canEnterPage(user, page, isStaffView)) return <>{fallback}</>;
  // Until the user is known the page draws what needs none – its heading and lead (PageFrame), what its route's
  // shell painted from the HTML – and the rest below them once the user is in, in the same nodes.
  return (
    <UserPendingContext.Provider value={!user || !hasUser}>
      {children ?? <Outlet />}
    </UserPendingContext.Provider>
  );
}
