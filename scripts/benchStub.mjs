// A local stand-in for the supplier's API, for `npm run bench` in real-API mode: the mock backend's own
// handlers (packages/api-client/src/mocks, the same seeded, stateful data the demo runs in the browser)
// answering over HTTP on loopback, with the CORS headers a separate API origin sends. Never used in tests
// or production; it binds 127.0.0.1 only.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import { root } from './lib.mjs';

/** Starts the stub on `port`; resolves with `{ origin, baseUrl, close }`. */
export async function serveApiStub({ port, allowOrigin }) {
  // Vite only transpiles the TypeScript handlers; in Node the mock validates bodies with ajv at runtime.
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  const origin = `http://127.0.0.1:${port}`;
  const baseUrl = `${origin}/api`;
  const { createHandlers } = await vite.ssrLoadModule('/packages/api-client/src/mocks/handlers/index.ts');
  const handlers = createHandlers(baseUrl);
  const cors = {
    'access-control-allow-origin': allowOrigin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, idempotency-key, accept-language',
    'access-control-expose-headers': 'content-disposition, retry-after',
    'access-control-max-age': '600',
  };
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, { ...cors, ...(asked && { 'access-control-allow-headers': asked }) }).end();
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const request = new Request(`${origin}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        name.startsWith(':') || value === undefined ? [] : [[name, String(value)]],
      ),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    try {
      const response = (await getResponse(handlers, request)) ?? new Response('not found', { status: 404 });
      const headers = Object.fromEntries(response.headers);
      const body = Buffer.from(await response.arrayBuffer());
      // Like an API server in production, JSON goes out compressed when the browser accepts it.
      const compress =
        /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
        /json/.test(headers['content-type'] ?? '') &&
        body.length > 1024;
      if (compress) {
        delete headers['content-length'];
        res.writeHead(response.status, {
          ...headers,
          ...cors,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
        });
        res.end(gzipSync(body));
      } else {
        res.writeHead(response.status, { ...headers, ...cors });
        res.end(body);
      }
    } catch (error) {
      console.error(error);
      res.writeHead(500, cors).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    baseUrl,
    close: async () => {
      server.close();
      await vite.close();
    },
  };
}
