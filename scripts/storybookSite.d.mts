export const storybookTemplate: string;
export function inlineScriptHashes(dir: string): string[];
export function renderStorybookSite(values: { LISTEN: string; ROOT: string; SCRIPT_HASHES: string }): string;
export function storybookSite(dir: string, options: { listen: string | number; rootDir?: string }): string;
export function startStorybookNginx(options: {
  port?: number;
  dir: string;
}): Promise<{ stop(): Promise<void>; prefix: string; pid: number | undefined; port: number }>;
