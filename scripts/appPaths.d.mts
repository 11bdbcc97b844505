/** A row of the page table as scripts/pages.mjs writes it to scripts/generated/pages.json. */
export interface GeneratedPage {
  name: string;
  path: string;
  loggedIn: boolean;
  prerender: boolean;
  door: string;
  doorModule: string;
  apart: string | null;
  texts: string[];
  budgetKb: number;
}
export const pages: GeneratedPage[];
export function appPathSourceOf(rows: readonly Pick<GeneratedPage, 'path'>[]): string;
export const appPathSource: string;
export function nginxPagesLocationOf(rows: readonly Pick<GeneratedPage, 'path'>[]): string;
export const nginxPagesLocation: string;
export function splitPrefix(path: string): { prefix: string; rest: string };
export function isAppRoute(rest: string): boolean;
export function htmlFor(path: string, options?: { loggedIn?: boolean }): { status: number; files: string[] };
export function hasSessionCookie(cookieHeader?: string): boolean;
