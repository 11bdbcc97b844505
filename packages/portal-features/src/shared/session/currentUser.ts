/**
 * The logged-in user (`GET /auth/user`) and the deadline a logged-in page waits for it: past it, or on a refused
 * or failed call, the guard shows a page with a retry and the logout instead of a blank one (spec §2).
 */
import { type ApiClient, type AuthenticatedUser, SessionEndedError } from '@kundenportal/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { preload } from 'swr';
import { parseAuthenticatedUser } from './authenticatedUser';
import { forgetLastUser, readLastUser, rememberLastUser } from './lastUser';

export const currentUserKey = ['auth', 'user'] as const;

export type UserFailure = 'failed' | 'overdue';

/**
 * How long a logged-in page waits for its user before it says so (with a retry and the logout), counted from
 * when the call was asked for – spec §2: never a blank page; the answer still shows the page if it comes later.
 */
export const userDeadlineMs = 7000;

/** /auth/user answered 2xx with something that is no AuthenticatedUser: HTML, cut-off JSON, `null`, wrong fields. */
class MalformedUserError extends Error {}

/** When each client last asked for the user: the deadline counts from there (a preload starts before React). */
const askedAt = new WeakMap<ApiClient, number>();

/**
 * The user's answer as text: the page's own early request's (`early`, a 2xx only – see `preloadCurrentUser`), else
 * the API client's.
 */
async function currentUserText(
  api: ApiClient,
  early?: Promise<Response | undefined>,
): Promise<string | undefined> {
  const answered = await early?.catch(() => undefined);
  if (answered?.ok) return answered.text();
  // As text: a body that is no JSON is the backend's fault like a wrong field, not a crash in openapi-fetch.
  const { data, response } = await api.GET('/auth/user', { parseAs: 'text' });
  if (!response.ok) throw new Error(`GET /auth/user answered ${response.status}.`);
  return data;
}

async function fetchCurrentUser(
  api: ApiClient,
  early?: Promise<Response | undefined>,
): Promise<AuthenticatedUser> {
  askedAt.set(api, performance.now());
  const data = await currentUserText(api, early);
  let body: unknown;
  try {
    body = JSON.parse(data ?? '');
  } catch {
    throw new MalformedUserError('GET /auth/user answered no JSON.');
  }
  const checked = parseAuthenticatedUser(body);
  if (!checked) throw new MalformedUserError('GET /auth/user answered no AuthenticatedUser.');
  return checked;
}

/**
 * Asks for the logged-in user (and so refreshes the token) as the app starts, before React renders: the
 * answer waits in SWR's cache for SessionProvider, whose first render would otherwise only then ask. On a
 * slow line the session's round trips then overlap the page's code instead of following it. `early`: the
 * answer to the request the page's boot script sent with the token of its early refresh (apps/portal/
 * prerenderBoot.js) – taken when it is a 2xx; anything else (none, a failure, a 401) and the app asks itself, so a
 * refused or broken answer takes the usual way (the session's end, the retry, the out-of-service page).
 */
export function preloadCurrentUser(api: ApiClient, early?: Promise<Response | undefined>): void {
  if (!api.session.getSnapshot()) return;
  // A failure is SessionProvider's to handle when it takes the answer; until then it is no unhandled error.
  preload(currentUserKey, () => fetchCurrentUser(api, early)).catch(() => undefined);
}

export interface CurrentUser {
  user: AuthenticatedUser | undefined;
  isLoadingUser: boolean;
  userFailure: UserFailure | undefined;
  retryUser(): void;
  isRetryingUser: boolean;
}

/**
 * The user of a logged-in session, with its failure and retry. A malformed answer ends the session and calls
 * `onServiceFault` (the app's out-of-service page).
 */
export function useCurrentUser(
  api: ApiClient,
  isAuthenticated: boolean,
  onServiceFault: (() => void) | undefined,
): CurrentUser {
  const {
    data: answeredUser,
    isLoading: isLoadingUser,
    error: userError,
    mutate: reloadUser,
  } = useSWR(isAuthenticated ? currentUserKey : null, () => fetchCurrentUser(api), {
    // The API client already retried; a failure shows the guard's page with its own retry instead of SWR
    // asking again every few seconds behind an empty page.
    shouldRetryOnError: false,
  });

  // The last known user stands in until the answer comes (issue 43.2); a failed or overdue answer drops it (the
  // deadline below counts for the answer alone), so the page says the user did not come – spec §2 as before –
  // instead of showing someone it could not confirm.
  const [lastUser, setLastUser] = useState(() => (isAuthenticated ? readLastUser() : undefined));
  useEffect(() => {
    if (answeredUser) rememberLastUser(answeredUser);
  }, [answeredUser]);
  useEffect(() => {
    if (isAuthenticated) return;
    forgetLastUser();
    setLastUser(undefined);
  }, [isAuthenticated]);

  // A malformed user is a service fault, not a user to half-trust: the session ends here (a reload then
  // starts logged out instead of failing again) and the app says the service is disturbed.
  const latestFault = useRef(onServiceFault);
  latestFault.current = onServiceFault;
  useEffect(() => {
    if (!(userError instanceof MalformedUserError)) return;
    console.error(userError.message);
    api.session.logout();
    latestFault.current?.();
  }, [userError, api]);

  // Waiting for the user past the deadline: the guard says so. Counted from when the call was asked for (the
  // app's preload, before React) or from the retry.
  const [isOverdue, setOverdue] = useState(false);
  const [isRetryingUser, setRetryingUser] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const waitingSince = useRef<number | undefined>(undefined);
  const isWaitingForUser = isAuthenticated && !answeredUser;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt restarts the deadline.
  useEffect(() => {
    if (!isWaitingForUser) {
      waitingSince.current = undefined;
      setOverdue(false);
      setRetryingUser(false);
      return;
    }
    waitingSince.current ??= askedAt.get(api) ?? performance.now();
    const timer = setTimeout(
      () => {
        setOverdue(true);
        setRetryingUser(false);
      },
      Math.max(0, waitingSince.current + userDeadlineMs - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [isWaitingForUser, api, attempt]);
  useEffect(() => {
    if (userError) setRetryingUser(false);
  }, [userError]);
  const retryUser = useCallback(() => {
    waitingSince.current = performance.now();
    setRetryingUser(true);
    setAttempt((count) => count + 1);
    void reloadUser();
  }, [reloadUser]);
  // A malformed answer is the out-of-service page's (above); a refused refresh has already ended the session.
  const hasFailed =
    userError !== undefined &&
    !(userError instanceof MalformedUserError) &&
    !(userError instanceof SessionEndedError);
  const userFailure: UserFailure | undefined = !isWaitingForUser
    ? undefined
    : hasFailed
      ? 'failed'
      : isOverdue
        ? 'overdue'
        : undefined;

  const user = answeredUser ?? (userError || isOverdue ? undefined : lastUser);
  return { user, isLoadingUser, userFailure, retryUser, isRetryingUser };
}
