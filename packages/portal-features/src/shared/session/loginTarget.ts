import { isUserPage, pageTable, type UserPage, userPageRow } from '../pages';

/**
 * Login goes to /user/{target}: only known targets the app has mounted – anything else is search (spec §2),
 * or the dashboard while search has not landed – so there are no open redirects and no landing on a 404.
 */
export function loginTargetPath(target: string | null | undefined, mounted: ReadonlySet<UserPage>): string {
  if (isUserPage(target) && userPageRow(target).loginTarget && mounted.has(target))
    return pageTable[target].path;
  return mounted.has('search') ? pageTable.search.path : pageTable.dashboard.path;
}

/**
 * A return path after login must stay inside the portal. Control characters are refused too: browsers drop
 * tabs and newlines from URLs, so `/\t/evil.example` would become the protocol-relative `//evil.example`.
 */
export function safeReturnPath(path: string | null | undefined): string | undefined {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(path)) return undefined;
  return path;
}
