/** Shared plumbing of the contract tests: plain fetch against the mock server and response validation. */
import { expect } from 'vitest';
import openapi from '../generated/openapi.json';
import { DEMO_PASSWORD } from '../mocks/demoLogins';
import { validatorFor } from '../mocks/schemaValidator';

export const API = 'http://portal.test/api';

export interface CallResult {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  rawBody?: string;
}

/** One request with plain fetch; JSON bodies are parsed, binaries kept as bytes. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${API}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const type = response.headers.get('Content-Type') ?? '';
  let parsed: unknown = null;
  if (type.includes('json')) parsed = await response.json();
  else if (response.status !== 204) parsed = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body: parsed };
}

export async function login(
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ token: string; refresh_token: string }> {
  const result = await call('POST', '/auth/login', { body: { email, password } });
  expect(result.status).toBe(200);
  return result.body as { token: string; refresh_token: string };
}

export async function tokenFor(email: string): Promise<string> {
  return (await login(email)).token;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

const paths = openapi.paths as unknown as Record<
  string,
  Record<string, { responses: Record<string, ResponseObject> }>
>;
const componentResponses = openapi.components.responses as unknown as Record<string, ResponseObject>;

/** The JSON pointer of the schema that documents this status of the operation, or why there is none. */
export function responseSchemaPointer(method: string, template: string, status: number): string | null {
  const operation = paths[template]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${template} is not in openapi.yaml`);
  const documented = operation.responses[String(status)];
  if (!documented)
    throw new Error(`${method} ${template} answered ${status}, which openapi.yaml does not document`);
  if (documented.$ref) {
    const name = documented.$ref.replace('#/components/responses/', '');
    const shared = componentResponses[name];
    return shared?.content?.['application/json']
      ? `#/components/responses/${name}/content/application~1json/schema`
      : null;
  }
  return documented.content?.['application/json']
    ? `#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`
    : null;
}

/** Asserts the answer is documented for the operation and its JSON body matches the documented schema. */
export function expectMatchesContract(method: string, template: string, result: CallResult): void {
  const pointer = responseSchemaPointer(method, template, result.status);
  if (pointer === null) {
    expect(result.headers.get('Content-Type') ?? '', `${method} ${template} ${result.status}`).not.toContain(
      'json',
    );
    return;
  }
  const validate = validatorFor(pointer);
  const valid = validate(result.body);
  expect(validate.errors ?? [], `${method} ${template} ${result.status}`).toEqual([]);
  expect(valid).toBe(true);
}
