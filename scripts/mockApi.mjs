#!/usr/bin/env node
// The mock backend over HTTP (`npm run mock-api`): the handlers demo mode runs in the browser
// (packages/api-client/src/mocks) with the same seeded, stateful data and rules – authorisation, idempotency,
// validation – answering on a port, for backend teams, other company apps, the benchmarks and tests. Binds
// 127.0.0.1 unless told otherwise; it is a development tool, never a production backend.
//   npm run mock-api -- [--port 4400] [--host 127.0.0.1] [--allow-origin <origin>[,<origin>]…]
//                       [--without <operationId>[,<operationId>]…] [--portal http://127.0.0.1:4173]
// Beside /api it serves a procurement system to punch out from, /buyer/ (scripts/buyerSide.mjs, README "Punchout").
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createBuyerSide } from './buyerSide.mjs';
import { operationFor, operations } from './openapiOperations.mjs';
import { openTsLoader } from './tsLoader.mjs';

export const defaultPort = 4400;
/** Without a list, any page served from this machine may call the mock: its origin is echoed. */
const localOrigin = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/;

/** `'a,b'`, `['a', 'b,c']` or undefined → `['a', 'b', 'c']` / undefined. */
function listOf(value) {
  if (value === undefined) return undefined;
  return [value]
    .flat()
    .flatMap((entry) => String(entry).split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function corsFor(allowOrigin, requestOrigin) {
  const allowed = allowOrigin
    ? allowOrigin.includes('*')
      ? '*'
      : allowOrigin.length === 1
        ? allowOrigin[0]
        : allowOrigin.find((origin) => origin === requestOrigin)
    : requestOrigin && localOrigin.test(requestOrigin)
      ? requestOrigin
      : undefined;
  if (!allowed) return {};
  return {
    'access-control-allow-origin': allowed,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept-language',
    // The portal reads a download's file name and a 429's wait from these.
    'access-control-expose-headers': 'content-disposition, retry-after',
    'access-control-max-age': '600',
    ...(allowed === '*' ? {} : { vary: 'origin' }),
  };
}

const json = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const tooLarge = () =>
  new Response(JSON.stringify({ message: 'Die Anfrage ist zu groß.', code: 'payload_too_large' }), {
    status: 413,
    // The rest of the body is not read: the connection closes after this answer.
    headers: { 'content-type': 'application/json', connection: 'close' },
  });

/**
 * Starts the mock API; resolves with `{ origin, baseUrl, close }` once it listens.
 * @param {{ port?: number, host?: string, allowOrigin?: string | string[], without?: string | string[],
 *   rewrite?: (answer: { operationId: string | undefined, response: Response }) =>
 *     Response | undefined | Promise<Response | undefined>,
 *   loader?: { load(path: string): Promise<Record<string, any>> }, logMail?: boolean }} [options]
 * `port` 0 takes a free one. `allowOrigin`: the origins CORS lets in (`*` any; an empty list sends no CORS
 * headers at all); without it http://127.0.0.1:* and http://localhost:* are. `without`: operationIds answered 404
 * like a backend lacking the route. `rewrite` may replace an answer – tests break the contract with it on
 * purpose. `loader` (scripts/tsLoader.mjs) is shared by several mocks in one process – then so is their state.
 * `logMail` prints the login and confirmation links the mock would e-mail. `portal` is the portal the punchout
 * start URLs lead to (its origin, or origin and path).
 */
export async function serveMockApi({
  port = defaultPort,
  host = '127.0.0.1',
  allowOrigin,
  without,
  rewrite,
  loader,
  logMail = false,
  portal = 'http://127.0.0.1:4173',
} = {}) {
  const allowed = listOf(allowOrigin);
  const removed = new Set(listOf(without));
  const unknown = [...removed].filter((id) => !operations.some((operation) => operation.operationId === id));
  if (unknown.length > 0) throw new Error(`--without: openapi.yaml has no operation ${unknown.join(', ')}`);

  const ownLoader = loader ? undefined : await openTsLoader();
  const mocks = await (loader ?? ownLoader).load('/packages/api-client/src/mocks/index.ts');
  let handlers = [];
  const printMail = logMail ? mailPrinter(mocks.mailbox) : () => undefined;

  async function answer(req, origin) {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname.startsWith('/api/') ? url.pathname.slice('/api'.length) : undefined;
    const operation = path === undefined ? undefined : operationFor(req.method ?? 'GET', path);
    const noRoute = () =>
      json(404, { message: `No route found for "${req.method} ${url.pathname}"`, code: 'not_found' });
    let response;
    if (!operation || removed.has(operation.operationId)) response = noRoute();
    else {
      const body = await readBody(req, mocks.MAX_BODY_BYTES);
      response =
        body === undefined
          ? tooLarge()
          : ((await getResponse(handlers, requestOf(req, url, body, mocks.CLIENT_ADDRESS_HEADER))) ??
            noRoute());
    }
    return (await rewrite?.({ operationId: operation?.operationId, response })) ?? response;
  }

  async function send(req, res, origin) {
    const url = new URL(req.url ?? '/', origin);
    if (/^\/(buyer(\/|$)|punchout\/)/.test(url.pathname) && (await sendBuyerSide(buyerSide, req, res, url)))
      return;
    const cors = corsFor(allowed, req.headers.origin);
    if (req.method === 'OPTIONS') {
      sendPreflight(req, res, cors);
      return;
    }
    await sendAnswer(req, res, await answer(req, origin), cors);
    printMail();
  }

  let origin = '';
  const buyerSide = createBuyerSide({ mocks, portalUrl: portal.replace(/\/$/, ''), origin: () => origin });
  const server = createServer((req, res) => {
    send(req, res, origin).catch((error) => {
      console.error('mockApi:', error);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { 'content-type': 'application/json', ...corsFor(allowed, req.headers.origin) })
          .end('{"message":"Mock error."}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  // Requests are matched against this origin whatever Host they name; a wildcard bind is reached on loopback.
  const shownHost = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  origin = `http://${shownHost}:${address.port}`;
  const baseUrl = `${origin}/api`;
  handlers = mocks.createHandlers(baseUrl);
  return {
    origin,
    baseUrl,
    /** What the buyer's side received at its hook (scripts/buyerSide.mjs). */
    requisitions: buyerSide.requisitions,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await ownLoader?.close();
    },
  };
}

/** A request below /buyer/ or /punchout/ answered by the buyer's side (scripts/buyerSide.mjs); false if it has none. */
async function sendBuyerSide(buyerSide, req, res, url) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const response = await buyerSide.handle(url, req.method ?? 'GET', Buffer.concat(chunks));
  if (!response) return false;
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
  return true;
}

/** A CORS preflight's answer: the headers the mock allows, and the ones asked for when the origin may call. */
function sendPreflight(req, res, cors) {
  const asked = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    ...cors,
    ...(asked && cors['access-control-allow-origin'] && { 'access-control-allow-headers': asked }),
  });
  res.end();
}

/** A handler's answer with the CORS headers; like an API server in production, JSON compressed when accepted. */
async function sendAnswer(req, res, response, cors) {
  const headers = Object.fromEntries(response.headers);
  const body = Buffer.from(await response.arrayBuffer());
  const gzip =
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
    /json/.test(headers['content-type'] ?? '') &&
    body.length > 1024;
  if (gzip) delete headers['content-length'];
  res.writeHead(response.status, {
    ...headers,
    ...cors,
    ...(gzip && {
      'content-encoding': 'gzip',
      vary: [cors.vary, 'accept-encoding'].filter(Boolean).join(', '),
    }),
  });
  res.end(gzip ? gzipSync(body) : body);
}

/** Prints each login and confirmation link the mock would have e-mailed since the last call. */
function mailPrinter(mailbox) {
  let seen = mailbox.messages().length;
  return () => {
    for (const message of mailbox.messages().slice(seen))
      if (message.link)
        console.log(
          `[mock mailbox] ${message.kind} for ${message.to}: ${message.link} (a path of the portal)`,
        );
    seen = mailbox.messages().length;
  };
}

/**
 * A request's body, read only up to `limit` bytes; undefined when it is larger – refused by its declared length
 * before a byte of it is read, a body without a length (chunked) as soon as it passes the limit.
 */
async function readBody(req, limit) {
  if (Number(req.headers['content-length']) > limit) return undefined;
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return chunks;
}

/** The Fetch request the mock's handlers take for a Node request. */
function requestOf(req, url, chunks, clientAddressHeader) {
  return new Request(url, {
    method: req.method,
    headers: [
      ...Object.entries(req.headers).flatMap(([name, value]) =>
        name.startsWith(':') || value === undefined || name === clientAddressHeader
          ? []
          : [[name, String(value)]],
      ),
      // Throttling counts per client address; the mock learns it from the socket, never from the client.
      [clientAddressHeader, req.socket.remoteAddress ?? 'unknown'],
    ],
    body:
      req.method === 'GET' || req.method === 'HEAD' || chunks.length === 0
        ? undefined
        : Buffer.concat(chunks),
  });
}

/** The hint printed on start: where it listens and how to log in. */
export function startLine(baseUrl, { without = [] } = {}) {
  const missing = without.length > 0 ? ` without ${without.join(', ')};` : '';
  return `mock API at ${baseUrl} –${missing} demo logins e.g. kunde@kundenportal.example (customer), admin@kundenportal.example (admin), password Demo1234! – all in README "Demo mode and demo logins"`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const values = (name) => {
    const found = [];
    for (let index = args.indexOf(name); index >= 0; index = args.indexOf(name))
      found.push(...args.splice(index, 2).slice(1));
    return found;
  };
  const port = Number(values('--port').at(-1) ?? defaultPort);
  const host = values('--host').at(-1) ?? '127.0.0.1';
  const origins = values('--allow-origin');
  const without = listOf(values('--without')) ?? [];
  const portal = values('--portal').at(-1);
  if (args.length > 0 || !Number.isInteger(port)) {
    console.error(
      'usage: npm run mock-api -- [--port 4400] [--host 127.0.0.1] [--allow-origin <origin>]… [--without <operationId>,…] [--portal <url>]',
    );
    process.exit(2);
  }
  try {
    const { baseUrl } = await serveMockApi({
      port,
      host,
      without,
      logMail: true,
      ...(portal ? { portal } : {}),
      ...(origins.length > 0 ? { allowOrigin: origins } : {}),
    });
    console.log(startLine(baseUrl, { without }));
    console.log(
      `procurement system for punchout at ${baseUrl.replace(/\/api$/, '/buyer/')} – start URLs lead to ${portal ?? 'http://127.0.0.1:4173'} (--portal)`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
