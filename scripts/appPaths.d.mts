export const routeSegments: string[];
export function splitPrefix(path: string): { prefix: string; rest: string };
export function isAppRoute(rest: string): boolean;
export function htmlFor(path: string, options?: { loggedIn?: boolean }): { status: number; files: string[] };
export function hasSessionCookie(cookieHeader?: string): boolean;
