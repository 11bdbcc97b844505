#!/usr/bin/env node
// Size budget: builds the portal and adds up the gzip bytes of the JS and CSS the home page loads – the entry
// with its static imports, the home route's chunks and the German catalog. `npm test` fails above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, root, run } from './lib.mjs';

const budgetJsKb = 200;
const aimJsKb = 150;
const dist = join(root, 'apps/portal/dist');

if (!process.argv.includes('--no-build')) {
  run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const byKey = (suffix) => entries.find(([key]) => key.endsWith(suffix))?.[0];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
const entry = entries.find(([, chunk]) => chunk.isEntry)?.[0];
const homeRoute = byKey('portal-features/src/home/routes.tsx');
const catalog = byKey('shared/i18n/compiled/de.json');
for (const key of [entry, homeRoute, catalog]) {
  if (!key) throw new Error('manifest lacks the entry, the home route or the German catalog');
  visit(key);
}

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const sum = (ext) => rows.filter((r) => r.file.endsWith(ext)).reduce((total, r) => total + r.gzip, 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(row.gzip).padStart(7)} KB gzip  ${kb(row.raw).padStart(7)} KB raw  ${row.file}`);
}
const js = sum('.js');
const css = sum('.css');
console.log(
  `\nHome page loads ${kb(js)} KB JS and ${kb(css)} KB CSS (gzip). Budget ${budgetJsKb} KB JS, aim ≤ ${aimJsKb} KB.`,
);
if (js > budgetJsKb * 1024) {
  console.error(`Over budget by ${kb(js - budgetJsKb * 1024)} KB.`);
  process.exit(1);
}
