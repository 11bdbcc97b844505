#!/usr/bin/env node
// Adds translations to the catalogs: `node scripts/i18n-add.mjs file.json` with { id: { en, es, fr, nl, pl, it } }.
// Keeps keys sorted; then run `npm run i18n:compile`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from './locales.mjs';

const dir = new URL('../packages/portal-features/src/shared/i18n/messages/', import.meta.url).pathname;
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const locale of locales.slice(1)) {
  const file = join(dir, `${locale}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) {
    if (!texts[locale]) throw new Error(`${id}: no ${locale} text`);
    catalog[id] = texts[locale];
  }
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
