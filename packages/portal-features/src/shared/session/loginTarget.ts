import type { UserPage } from './permissions';

const knownTargets: readonly UserPage[] = [
  'dashboard',
  'basket',
  'favorites',
  'contact',
  'documents',
  'order',
  'orders',
  'products',
  'profile',
  'registrations',
  'search',
  'usermanagement',
  'edit',
];

const isKnownTarget = (target: string | null | undefined): target is UserPage =>
  knownTargets.some((known) => known === target);

/**
 * Login goes to /user/{target}: only known targets the app has mounted – anything else is search (spec §2),
 * or the dashboard while search has not landed – so there are no open redirects and no landing on a 404.
 */
export function loginTargetPath(target: string | null | undefined, mounted: ReadonlySet<UserPage>): string {
  if (isKnownTarget(target) && mounted.has(target)) return `/user/${target}`;
  return mounted.has('search') ? '/user/search' : '/user/dashboard';
}

/** A return path after login must stay inside the portal. */
export function safeReturnPath(path: string | null | undefined): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}
