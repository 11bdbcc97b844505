#!/usr/bin/env node
// Collects the Content-Security-Policy violation reports browsers send during the end-to-end suite (the host
// under test names it in report-uri), one JSON line each in <file>; e2e/cspTeardown.ts fails the run on any.
//   node scripts/cspCollector.mjs <port> <file>
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname } from 'node:path';

const [port, file] = [Number(process.argv[2]), process.argv[3]];
if (!port || !file) throw new Error('usage: node scripts/cspCollector.mjs <port> <file>');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, '');

createServer((request, response) => {
  if (request.method !== 'POST') {
    response.writeHead(request.method === 'GET' ? 204 : 405).end();
    return;
  }
  const chunks = [];
  let size = 0;
  request.on('data', (chunk) => {
    size += chunk.length;
    if (size <= 64 * 1024) chunks.push(chunk);
  });
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8').replace(/\n/g, ' ');
    appendFileSync(file, `${text}\n`);
    console.error(`CSP violation reported: ${text.slice(0, 400)}`);
    response.writeHead(204).end();
  });
}).listen(port, '127.0.0.1');
