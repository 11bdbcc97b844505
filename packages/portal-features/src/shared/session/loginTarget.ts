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

/** Login goes to /user/{target}; only known targets – anything else is search, so no open redirects. */
export function loginTargetPath(target: string | null | undefined): string {
  return `/user/${knownTargets.includes(target as UserPage) ? target : 'search'}`;
}

/** A return path after login must stay inside the portal. */
export function safeReturnPath(path: string | null | undefined): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}
