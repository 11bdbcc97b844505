// The operations of openapi.yaml (its generated JSON copy) as the HTTP tools need them: which operation a
// method and path are, what it may answer, where its response schema is, and whether a backend may lack it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

export const openapi = JSON.parse(
  readFileSync(join(root, 'packages/api-client/src/generated/openapi.json'), 'utf8'),
);

const methods = ['get', 'put', 'post', 'patch', 'delete'];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `~` and `/` escaped for a JSON pointer segment (RFC 6901). */
const pointerSegment = (text) => text.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every operation of the contract; `pattern` matches a path below the API base (`{id}` = one segment). */
export const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  methods
    .filter((method) => item[method])
    .map((method) => {
      const operation = item[method];
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        optional: operation['x-optional'] === true,
        pattern: new RegExp(
          `^${path
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join('[^/]+')}/?$`,
        ),
        templated: (path.match(/\{/g) ?? []).length,
        parameters: (operation.parameters ?? []).map(resolve),
        /** `x-scope`: any one of these scopes admits the caller; empty when none is needed. */
        scopes: operation['x-scope'] ?? [],
        pointer: `#/paths/${pointerSegment(path)}/${method}`,
        responses: operation.responses,
      };
    }),
);

/** The operationIds a backend may leave out (`x-optional: true`), sorted like packages/api-client's list. */
export const optionalOperationIds = operations
  .filter((operation) => operation.optional)
  .map((operation) => operation.operationId)
  .sort();

/** The object a local `$ref` points to (or the object itself). */
export function resolve(node) {
  let current = node;
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((parent, segment) => parent?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')], openapi);
  }
  return current;
}

export function operationById(operationId) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return operation;
}

/**
 * The operation a request is, `path` being below the API base. A literal segment beats a parameter, as
 * OpenAPI has it: `/orders/topics` is listOrderTopics, not getOrder with the id "topics".
 */
export function operationFor(method, path) {
  return operations
    .filter((operation) => operation.method === method.toUpperCase() && operation.pattern.test(path))
    .sort((a, b) => a.templated - b.templated)[0];
}

/**
 * What the contract says about answering `operation` with `status`: whether it is listed, the JSON pointer of
 * its JSON body's schema (for validatorFor), the media types and headers it names.
 */
export function responseOf(operation, status) {
  const listed = operation.responses[String(status)];
  if (!listed) return { listed: false, schemaPointer: null, mediaTypes: [], headers: [] };
  const response = resolve(listed);
  const base = listed.$ref ?? `${operation.pointer}/responses/${status}`;
  const mediaTypes = Object.keys(response.content ?? {});
  return {
    listed: true,
    schemaPointer: mediaTypes.includes('application/json')
      ? `${base}/content/application~1json/schema`
      : null,
    mediaTypes,
    headers: Object.keys(response.headers ?? {}),
  };
}

/** The name of the component schema a pointer leads to, for messages (`ProductListResponse`). */
export function schemaName(pointer) {
  const node = pointer
    .slice(2)
    .split('/')
    .reduce(
      (parent, segment) => resolveOnce(parent)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      openapi,
    );
  const name = (schema) => schema?.$ref?.split('/').pop();
  return name(node) ?? (name(node?.items) ? `${name(node.items)}[]` : pointer);
}

const resolveOnce = (node) => (node?.$ref ? resolve(node) : node);

/** The statuses listed for an operation, numbers ascending. */
export function listedStatuses(operation) {
  return Object.keys(operation.responses)
    .map(Number)
    .sort((a, b) => a - b);
}
