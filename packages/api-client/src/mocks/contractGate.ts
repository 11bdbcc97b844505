/**
 * What every operation's declaration in openapi.yaml says before its handler runs, checked in one place from
 * that declaration: the body's size (413), the login (`security`, 401), the scope (`x-scope`, 403) and every
 * parameter against its schema (path 404, query and header 400 with the parameter named). A handler sees only
 * requests its operation admits, and a new operation is covered by its declaration alone.
 */
import type { HttpHandler, RequestHandlerOptions } from 'msw';
import openapi from '../generated/openapi.json';
import type { Scope, UserRecord } from './data/types';
import { getDb } from './db';
import { fail, fails } from './errors';
import type { ApiHttp } from './handlers/http';
import { toFieldErrors } from './requestBody';
import { hasScope, optionalUser, requireUser } from './session';

/** Bodies over this are refused before they are read (the contract's `PayloadTooLarge`). */
export const MAX_BODY_BYTES = 65_536;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  schema?: SchemaNode;
  /** Where the parameter's schema is in openapi.json, for the validator. */
  schemaPointer: string;
}

export interface OperationDeclaration {
  operationId: string;
  method: string;
  path: string;
  /** `none`: public; `optional`: a token is read when sent; `required`: a login is needed. */
  login: 'none' | 'optional' | 'required';
  /** Any one of these is enough; empty: no scope needed. */
  scopes: readonly Scope[];
  parameters: readonly Parameter[];
  hasBody: boolean;
}

const document = openapi as unknown as {
  paths: Record<string, Record<string, SchemaNode>>;
  security?: Json[];
};

/** The object a local `$ref` points to, or the node itself. */
export function resolveRef(node: Json | undefined): Json | undefined {
  let current = node;
  for (let depth = 0; depth < 10; depth++) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return current;
    const ref = current.$ref;
    if (typeof ref !== 'string') return current;
    current = ref
      .slice(2)
      .split('/')
      .reduce<Json | undefined>(
        (parent, segment) => {
          if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return undefined;
          return parent[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
        },
        openapi as unknown as Json,
      );
  }
  return current;
}

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
const pointerSegment = (text: string) => text.replace(/~/g, '~0').replace(/\//g, '~1');

function loginOf(security: Json | undefined): OperationDeclaration['login'] {
  const requirements = Array.isArray(security) ? security : (document.security ?? []);
  if (requirements.length === 0) return 'none';
  const anonymousToo = requirements.some(
    (requirement) => requirement && typeof requirement === 'object' && Object.keys(requirement).length === 0,
  );
  return anonymousToo ? 'optional' : 'required';
}

/** Every operation of the contract as the gate reads it. */
export const operationDeclarations: readonly OperationDeclaration[] = Object.entries(document.paths).flatMap(
  ([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) return [];
      const scopes = operation['x-scope'];
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      return [
        {
          operationId: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          login: loginOf(operation.security),
          scopes: (Array.isArray(scopes) ? scopes : []) as Scope[],
          parameters: parameters.map((parameter, position) => {
            const ref =
              parameter && typeof parameter === 'object' && !Array.isArray(parameter) && parameter.$ref;
            const at =
              typeof ref === 'string'
                ? ref
                : `#/paths/${pointerSegment(path)}/${method}/parameters/${position}`;
            return { ...(resolveRef(parameter) as object), schemaPointer: `${at}/schema` } as Parameter;
          }),
          hasBody: operation.requestBody !== undefined,
        },
      ];
    }),
);

const byRoute = new Map(
  operationDeclarations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
);

export function declarationOf(method: string, path: string): OperationDeclaration {
  const declaration = byRoute.get(`${method.toUpperCase()} ${path}`);
  if (!declaration) throw new Error(`${method} ${path} is not an operation of openapi.yaml`);
  return declaration;
}

// ---------- parameter values: strings of the URL turned into what their schema describes ----------

function schemaOf(node: Json | undefined): SchemaNode {
  const resolved = resolveRef(node);
  return resolved && typeof resolved === 'object' && !Array.isArray(resolved) ? resolved : {};
}

/** A query string's text as its schema's type; what does not convert stays text and fails validation. */
function convert(raw: string, schema: SchemaNode): Json {
  const type = schema.type;
  if (type === 'integer' && /^-?\d+$/.test(raw.trim())) {
    const value = Number(raw.trim());
    return Number.isSafeInteger(value) ? value : raw;
  }
  if (type === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/** One parameter's value in the request, or undefined when it is absent. */
function parameterValue(
  parameter: Parameter,
  request: Request,
  params: Record<string, unknown>,
): Json | undefined {
  const schema = schemaOf(parameter.schema);
  if (parameter.in === 'path') {
    const raw = params[parameter.name];
    return typeof raw === 'string' ? convert(raw, schema) : undefined;
  }
  if (parameter.in === 'header') {
    const raw = request.headers.get(parameter.name);
    return raw === null ? undefined : convert(raw, schema);
  }
  if (parameter.in !== 'query') return undefined;
  const query = new URL(request.url).searchParams;
  if (parameter.style === 'deepObject') {
    const properties = schemaOf(schema.properties as Json);
    const value: Record<string, Json> = {};
    for (const [key, raw] of query) {
      const match = /^([^[]+)\[([^\]]+)\]$/.exec(key);
      if (!match || match[1] !== parameter.name || raw === '') continue;
      const name = match[2] ?? '';
      value[name] = convert(raw, schemaOf(properties[name]));
    }
    return Object.keys(value).length > 0 ? value : undefined;
  }
  if (schema.type === 'array') {
    const values = query.getAll(parameter.name);
    const items = schemaOf(schema.items);
    return values.length > 0 ? values.map((raw) => convert(raw, items)) : undefined;
  }
  const raw = query.get(parameter.name);
  // An empty parameter (`page=`) counts as absent, as query strings built from empty form fields send them.
  return raw === null || raw === '' ? undefined : convert(raw, schema);
}

/** `2024-02-30` matches `format: date`'s pattern but is no day of the calendar. */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function calendarErrors(value: Json, schema: SchemaNode, field: string): string[] {
  if (typeof value === 'string' && schema.format === 'date' && !isCalendarDay(value)) return [field];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const properties = schemaOf(schema.properties as Json);
    return Object.entries(value).flatMap(([key, inner]) =>
      calendarErrors(inner, schemaOf(properties[key]), `${field}[${key}]`),
    );
  }
  return [];
}

async function checkParameters(
  declaration: OperationDeclaration,
  request: Request,
  params: Record<string, unknown>,
): Promise<void> {
  const present: { parameter: Parameter; value: Json }[] = [];
  for (const parameter of declaration.parameters) {
    const value = parameterValue(parameter, request, params);
    if (value !== undefined) present.push({ parameter, value });
    else if (parameter.required && parameter.in !== 'path')
      fail(400, `Der Parameter „${parameter.name}“ fehlt.`, 'bad_request', [
        { field: parameter.name, message: 'Dieser Wert sollte nicht leer sein.' },
      ]);
  }
  if (present.length === 0) return;
  // Loaded with the first parameter to check, like the body validators: a page's first paint does not wait.
  const { validatorFor } = await import('./schemaValidator');
  for (const { parameter, value } of present) {
    const validate = validatorFor(parameter.schemaPointer);
    const calendar = calendarErrors(value, schemaOf(parameter.schema), parameter.name);
    if (validate(value) && calendar.length === 0) continue;
    // A path that names nothing valid names nothing: 404 as for an unknown id.
    if (parameter.in === 'path') fails.notFound();
    // An array's entries are one parameter repeated (`type=sdb&type=x`): the parameter is named, not an index.
    const isList = schemaOf(parameter.schema).type === 'array';
    const errors = toFieldErrors(validate.errors ?? []).map((error) => ({
      field:
        error.field && !isList
          ? `${parameter.name}${error.field
              .split('.')
              .map((segment) => `[${segment}]`)
              .join('')}`
          : parameter.name,
      message: error.message,
    }));
    fail(400, `Der Parameter „${parameter.name}“ ist ungültig.`, 'bad_request', [
      ...errors,
      ...calendar.map((field) => ({ field, message: 'Dieser Wert ist kein gültiges Datum.' })),
    ]);
  }
}

async function checkBodySize(request: Request): Promise<void> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) tooLarge();
  // Without a length (a stream) the body is in this process already; its size still decides.
  if (!request.headers.has('Content-Length') && request.body) {
    const size = (await request.clone().arrayBuffer()).byteLength;
    if (size > MAX_BODY_BYTES) tooLarge();
  }
}

function tooLarge(): never {
  return fail(413, 'Die Anfrage ist zu groß.', 'payload_too_large');
}

/**
 * The operation's declared rules, in the order a server's layers apply them: size, login, scope, parameters.
 * Returns the caller (null for a public call without a token).
 */
export async function admit(
  declaration: OperationDeclaration,
  request: Request,
  params: Record<string, unknown>,
): Promise<UserRecord | null> {
  if (declaration.hasBody) await checkBodySize(request);
  const db = getDb();
  const user =
    declaration.login === 'required'
      ? requireUser(db, request)
      : declaration.login === 'optional'
        ? optionalUser(db, request)
        : null;
  if (declaration.scopes.length > 0 && !(user && declaration.scopes.some((scope) => hasScope(user, scope))))
    fails.forbidden();
  await checkParameters(declaration, request, params);
  return user;
}

type GatedMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
interface ResolverInfo {
  request: Request;
  params: Record<string, unknown>;
}
type LooseFactory = (
  path: string,
  resolver: (info: ResolverInfo) => unknown,
  options?: RequestHandlerOptions,
) => HttpHandler;

/**
 * The mock backend's `http`: each handler registered through it runs behind its operation's declaration. A
 * handler for a path and method the contract does not have fails when it is registered.
 */
export function gatedHttp(http: ApiHttp): ApiHttp {
  const wrap = (method: GatedMethod) => {
    const register = http[method] as unknown as LooseFactory;
    const gated: LooseFactory = (path, resolver, options) => {
      const declaration = declarationOf(method, path);
      return register(
        path,
        async (info) => {
          await admit(declaration, info.request, info.params);
          return resolver(info);
        },
        options,
      );
    };
    return gated as unknown as ApiHttp[typeof method];
  };
  return {
    ...http,
    get: wrap('get') as ApiHttp['get'],
    put: wrap('put') as ApiHttp['put'],
    post: wrap('post') as ApiHttp['post'],
    patch: wrap('patch') as ApiHttp['patch'],
    delete: wrap('delete') as ApiHttp['delete'],
  };
}
