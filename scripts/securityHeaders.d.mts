export interface SecurityHeaderOptions {
  /** config.json's punchout.origins: form-action and frame-ancestors. */
  punchoutOrigins?: string[];
  apiOrigin?: string;
  reportUri?: string;
  /** 'sha256-…' sources of the prerendered pages' inlined styles. */
  styleHashes?: string[];
  /** 'sha256-…' sources of the pages' inline import map. */
  scriptHashes?: string[];
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export const hardeningHeaders: Record<string, string>;
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
export const reactAriaPressStyleHash: string;
export const brandBootScriptHash: string;
export function readStyleHashes(dist: string): string[];
export function readScriptHashes(dist: string): string[];
export function apiOriginOf(configFile: string): string;
export const punchoutOriginPattern: RegExp;
export function punchoutOriginsOf(configFile: string): string[];
