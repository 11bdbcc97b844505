#!/usr/bin/env node
// Writes what the Node scripts know of the page table (packages/portal-features/src/shared/pages/pageTable.ts):
// scripts/generated/pages.json – read by the hosts' path rules (appPaths.mjs), the prerender (apps/portal/
// prerender.mjs) and the size budgets (size.mjs) – and the nginx template's location of the pages.
//   node scripts/pages.mjs generate   writes both
//   node scripts/pages.mjs check      fails when either differs from the table (npm test runs it)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { openTsLoader } from './tsLoader.mjs';

export const pagesFile = join(root, 'scripts/generated/pages.json');
const templateFile = join(root, 'deploy/nginx/portal.conf.template');

/** The module a door's code is in, as the build's manifest names it (relative to the repository). */
const doorModule = (door) =>
  door === 'dashboard' ? 'apps/portal/src/dashboard.tsx' : `packages/portal-features/src/${door}/routes.tsx`;

/** A row of the page table as plain data for the Node scripts. */
export const generatedPage = (name, row) => ({
  name,
  path: row.path,
  loggedIn: row.guard !== undefined,
  prerender: row.prerender === true,
  door: row.code.door,
  doorModule: doorModule(row.code.door),
  // A page its door loads apart (`loadEditUserPage`) has a chunk of its own (`EditUserPage.tsx`).
  apart: row.code.load ? row.code.load.replace(/^load/, '') : null,
  texts: [...row.texts],
  budgetKb: row.budgetKb,
});

/** The page table's rows, as plain data for the Node scripts. */
export async function pagesFromTable() {
  const loader = await openTsLoader();
  try {
    const { pageTable } = await loader.load('/packages/portal-features/src/shared/pages/pageTable.ts');
    return Object.entries(pageTable).map(([name, row]) => generatedPage(name, row));
  } finally {
    await loader.close();
  }
}

const json = (pages) => `${JSON.stringify({ generatedBy: 'npm run pages:generate', pages }, null, 2)}\n`;

/** The template with its pages' location set to what the rows give (appPaths.mjs's nginxPagesLocation). */
async function templateFor(pages) {
  const { nginxPagesLocationOf } = await import('./appPaths.mjs');
  return readFileSync(templateFile, 'utf8').replace(
    /location ~ "\^\(\?<prefix>[^"]*"/,
    `location ~ "${nginxPagesLocationOf(pages)}"`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mode = process.argv[2];
  const pages = await pagesFromTable();
  const expected = { [pagesFile]: json(pages), [templateFile]: await templateFor(pages) };
  if (mode === 'generate') {
    for (const [file, text] of Object.entries(expected)) writeFileSync(file, text);
    console.log(`wrote ${pages.length} pages to scripts/generated/pages.json and the nginx template`);
  } else if (mode === 'check') {
    const stale = Object.entries(expected).filter(([file, text]) => readFileSync(file, 'utf8') !== text);
    if (stale.length > 0) {
      console.error(
        `${stale.map(([file]) => file.slice(root.length)).join(', ')} differ from the page table: run npm run pages:generate`,
      );
      process.exit(1);
    }
    console.log(`page table and its derived files agree (${pages.length} pages)`);
  } else {
    console.error('usage: node scripts/pages.mjs generate|check');
    process.exit(2);
  }
}
