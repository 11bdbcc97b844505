import type { Server } from 'node:http';
export const maxUrlLength: number;
export const brandCacheControl: string;
export function requestPath(target: string | undefined): string | null;
export function servePortal(options: {
  port: number;
  host?: string;
  dist?: string;
  configFile?: string;
  apiOrigin?: string;
  cspReportUri?: string;
}): Promise<Server>;
