export function nginxBinary(): string | undefined;
export function renderSiteConfig(values: Record<string, string>): string;
export function fillPunchoutOrigins(site: string, origins: readonly string[]): string;
export function startNginx(options: {
  port: number;
  dist?: string;
  configFile?: string;
  apiOrigin?: string;
  cspReportUri?: string;
}): Promise<{ stop(): Promise<void>; prefix: string; pid: number | undefined }>;
export function runNginx(options: {
  port?: number;
  site: (prefix: string, port: number) => string;
  readyPath?: string;
}): Promise<{ stop(): Promise<void>; prefix: string; pid: number | undefined; port: number }>;
