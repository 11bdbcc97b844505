#!/usr/bin/env node
// `npm start`: install, build, and serve the portal in demo mode (the built-in mock API).
import { createServer } from 'node:net';
import { bin, install, run } from './lib.mjs';
import { servePortal } from './serve.mjs';

install();
run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });

const port = Number(process.env.PORT) || (await freePort(4173));
await servePortal({ port });
console.log(`\nKundenportal (demo mode) is running at http://localhost:${port}/  – Ctrl+C stops it.`);

function freePort(preferred) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => probe.listen(0, () => resolve(closeWith(probe))));
    probe.listen(preferred, () => resolve(closeWith(probe)));
  });
}
function closeWith(server) {
  const { port } = server.address();
  server.close();
  return port;
}
