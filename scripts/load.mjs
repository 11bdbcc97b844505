#!/usr/bin/env node
// A bounded load test of the two hosts on loopback only – deploy/nginx (Debian's nginx) and the demo server of
// `npm start` (scripts/serve.mjs) – against the built app: 5,000 requests, 50 at a time, over a mix of routes,
// hashed assets and config.json. Prints requests per second and p50/p99 latency. Not part of `npm test`.
//   npx vite build apps/portal && node scripts/load.mjs [--requests 5000] [--concurrency 50] [--host nginx|node]
import { readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { nginxBinary, startNginx } from './nginx.mjs';
import { servePortal } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
// Bounded on purpose: this is a measurement, not a stress tool.
const total = Math.min(Number(option('--requests', 5000)), 20_000);
const concurrency = Math.min(Number(option('--concurrency', 50)), 200);
const only = option('--host', undefined);
const dist = join(root, 'apps/portal/dist');
const configFile = join(root, 'deploy/demo.config.json');

const assets = readdirSync(join(dist, 'assets')).filter((name) => /\.(js|css)$/.test(name));
const paths = [
  '/',
  '/en/user/orders',
  '/faq',
  '/config.json',
  ...assets.slice(0, 6).map((a) => `/assets/${a}`),
];

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function run(label, port) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let next = 0;
  let failures = 0;
  const one = (path) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = request(
        { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) failures++;
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (next < total) await one(paths[next++ % paths.length]);
  };
  // Warm-up, not measured.
  await Promise.all(paths.map(one));
  latencies.length = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(total).padStart(6)} requests, ${concurrency} concurrent: ${Math.round(total / seconds)} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, non-200: ${failures}`,
  );
}

if (!only || only === 'nginx') {
  if (nginxBinary()) {
    const port = await freePort();
    const { stop } = await startNginx({ port, configFile });
    await run('nginx (deploy/nginx, 2 workers)', port);
    await stop();
  } else {
    console.log(
      'nginx: not installed (apt-get install -y nginx-light libnginx-mod-http-brotli-static) – skipped',
    );
  }
}
if (!only || only === 'node') {
  const server = await servePortal({ port: 0, configFile });
  await run('demo server (scripts/serve.mjs)', server.address().port);
  server.close();
}
