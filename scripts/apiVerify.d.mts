export const defaultPortalOrigin: string;
export interface VerifyRow {
  operationId: string;
  /** `GET /basket` */
  call: string;
  optional: boolean;
  result: 'ok' | 'fault' | 'missing' | 'skipped' | 'not checked';
  reason: string;
}
export interface VerifyResult {
  rows: VerifyRow[];
  /** The optional operations that passed, for config.json. */
  capabilities: string[];
  /** No contract fault. */
  ok: boolean;
  /** The portal origin CORS was checked for; null when the API shares it. */
  corsOrigin: string | null;
}
export function verifyApi(options: {
  baseUrl: string;
  email: string;
  password: string;
  origin?: string;
  writes?: boolean;
  language?: string;
  validatorFor: (pointer: string) => ((data: unknown) => boolean) & { errors?: unknown };
  /** The portal's own deadline for a read (READ_DEADLINE_MS): an answer later than this is a fault. */
  readDeadlineMs: number;
  fetch?: typeof fetch;
}): Promise<VerifyResult>;
export function formatReport(result: VerifyResult): string;
export function parseArguments(
  argv: string[],
  env: Record<string, string | undefined>,
): { baseUrl: string; origin: string; writes: boolean; email: string; password: string } | { error: string };
