export const routeSegments: string[];
export const userPagePaths: string[];
export const appPathSource: string;
export const nginxPagesLocation: string;
export function splitPrefix(path: string): { prefix: string; rest: string };
export function isAppRoute(rest: string): boolean;
export function htmlFor(path: string, options?: { loggedIn?: boolean }): { status: number; files: string[] };
export function hasSessionCookie(cookieHeader?: string): boolean;
