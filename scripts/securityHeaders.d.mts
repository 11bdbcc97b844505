export interface SecurityHeaderOptions {
  apiOrigin?: string;
  reportUri?: string;
}
export function contentSecurityPolicy(options?: SecurityHeaderOptions): string;
export const hardeningHeaders: Record<string, string>;
export function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>;
export const reactAriaPressStyleHash: string;
