#!/usr/bin/env node
// `npm start`: install, build, and serve the portal in demo mode (the built-in mock API), which only the
// configuration it serves – deploy/demo.config.json with `"demo": true` – turns on.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { bin, install, root, run } from './lib.mjs';
import { servePortal } from './serve.mjs';

install();
run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });

const port = Number(process.env.PORT) || (await freePort(4173));
// The build ships no config.json (an environment mounts its own); demo mode is this explicit file.
await servePortal({ port, configFile: join(root, 'deploy/demo.config.json') });
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
