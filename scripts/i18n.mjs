#!/usr/bin/env node
// Message catalogs: extract German source texts from code, compile every catalog to ICU ASTs, and check
// that every locale is complete and every message parses. `npm test` runs `check`.
// Compiled catalogs are split per feature – a message belongs to the folder that defines it – into
// compiled/<locale>/<feature>.json; `core` holds the shell's texts (shared code, layout, status pages, app),
// a few shared folders that only some features use have a chunk of their own (`sharedChunks`).
// A page loads core and its own feature's chunk, so a new feature never adds bytes to another page.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { locales } from './locales.mjs';

const root = new URL('..', import.meta.url).pathname;
const dir = join(root, 'packages/portal-features/src/shared/i18n');
const sources = ['packages/portal-features/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'];
const ignore = ['**/*.d.ts', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const catalogFile = (locale) => join(dir, 'messages', `${locale}.json`);
const compiledDir = join(dir, 'compiled');
/** The chunk names as a type (`MessageChunk`), so a page row naming a chunk there is not fails the type check. */
const chunksFile = join(dir, 'generated/messageChunks.ts');
/** Folders whose texts are part of the shell every page loads. */
const shellFolders = new Set(['shared', 'domain', 'layout', 'status']);
const sortKeys = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));

function formatjs(args) {
  execFileSync(join(root, 'node_modules/.bin/formatjs'), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Every message of the code: id → { defaultMessage, file }. */
function extractWithFiles() {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'de.json');
  formatjs([
    'extract',
    ...sources,
    ...ignore.flatMap((g) => ['--ignore', g]),
    '--extract-source-location',
    '--out-file',
    out,
    '--throws',
  ]);
  return readJson(out);
}

function extract() {
  return sortKeys(
    Object.fromEntries(Object.entries(extractWithFiles()).map(([id, m]) => [id, m.defaultMessage])),
  );
}

/**
 * Domain folders whose texts only some features show (the basket's and favourites' entries and notices, the
 * product search's form and cards, the safety data sheet request, a registration's answers): a chunk of their own, which the pages that show them name in the page table –
 * not the shell's, which every page loads. `npm run size` checks that each page names them.
 */
const sharedChunks = new Set([
  'productLists',
  'productSearch',
  'safetyDataSheetRequest',
  'registrationAnswers',
  'punchoutSession',
]);

/** Which chunk each message loads with: its feature folder, a shared chunk, or `core` for the shell. */
function chunkOfIds() {
  const chunks = new Map();
  for (const [id, { file }] of Object.entries(extractWithFiles())) {
    const [, feature, folder] = /^packages\/portal-features\/src\/([^/]+)\/(?:([^/]+)\/)?/.exec(file) ?? [];
    const chunk =
      (feature === 'shared' || feature === 'domain') && sharedChunks.has(folder)
        ? folder
        : feature && !shellFolders.has(feature)
          ? feature
          : 'core';
    chunks.set(id, chunk);
  }
  return chunks;
}

/** A locale's catalog compiled and split: chunk → compiled messages. */
function compiledChunks(catalog, chunkOf) {
  const split = {};
  for (const [id, text] of Object.entries(catalog)) {
    const chunk = chunkOf.get(id) ?? 'core';
    split[chunk] ??= {};
    split[chunk][id] = text;
  }
  return Object.fromEntries(Object.entries(split).map(([chunk, messages]) => [chunk, compile(messages)]));
}

/** The TypeScript module of the chunk names there are (the German catalog's, which every locale has). */
function chunksModule(catalog, chunkOf) {
  const names = Object.keys(compiledChunks(catalog, chunkOf)).sort();
  return [
    '// Written by `npm run i18n:compile` (scripts/i18n.mjs); `npm run i18n:check` fails when it is stale.',
    "// The text chunks there are: each feature folder with texts, the shared chunks and the shell's `core`.",
    `export const messageChunks = [${names.map((name) => `'${name}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
}

/** Compiles a catalog to ASTs, stripping source locations to keep the chunks small. */
function compile(messages) {
  const strip = (node) => {
    if (Array.isArray(node)) return node.map(strip);
    if (node && typeof node === 'object') {
      const { location: _location, ...rest } = node;
      return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, strip(v)]));
    }
    return node;
  };
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, strip(parse(text))]));
}

/** The names of the arguments a message uses, so translations cannot drop or rename one. */
function argumentNames(ast, names = new Set()) {
  for (const node of ast) {
    if (node.value !== undefined && typeof node.value === 'string' && node.type !== 0) names.add(node.value);
    if (node.options) for (const option of Object.values(node.options)) argumentNames(option.value, names);
    if (node.children) argumentNames(node.children, names);
  }
  return names;
}

const command = process.argv[2] ?? 'check';

if (command === 'extract' || command === 'compile') {
  if (command === 'extract') {
    const source = extract();
    writeJson(catalogFile('de'), source);
    for (const locale of locales.slice(1)) {
      const catalog = readJson(catalogFile(locale));
      const kept = Object.fromEntries(Object.entries(catalog).filter(([id]) => id in source));
      writeJson(catalogFile(locale), sortKeys(kept));
      const missing = Object.keys(source).filter((id) => !(id in kept));
      if (missing.length) console.log(`${locale}: ${missing.length} to translate: ${missing.join(', ')}`);
    }
  }
  const chunkOf = chunkOfIds();
  rmSync(compiledDir, { recursive: true, force: true });
  for (const locale of locales) {
    mkdirSync(join(compiledDir, locale), { recursive: true });
    for (const [chunk, messages] of Object.entries(compiledChunks(readJson(catalogFile(locale)), chunkOf))) {
      writeJson(join(compiledDir, locale, `${chunk}.json`), messages);
    }
  }
  mkdirSync(join(dir, 'generated'), { recursive: true });
  writeFileSync(chunksFile, chunksModule(readJson(catalogFile('de')), chunkOf));
  console.log('i18n: catalogs compiled');
} else if (command === 'check') {
  const problems = [];
  const source = extract();
  const chunkOf = chunkOfIds();
  const de = readJson(catalogFile('de'));
  if (JSON.stringify(source) !== JSON.stringify(sortKeys(de))) {
    problems.push('de.json is not what the code says: run `npm run i18n:extract`.');
  }
  for (const locale of locales) {
    const catalog = readJson(catalogFile(locale));
    for (const id of Object.keys(source)) {
      if (!(id in catalog)) problems.push(`${locale}: missing ${id}`);
    }
    for (const id of Object.keys(catalog)) {
      if (!(id in source)) problems.push(`${locale}: unused ${id}`);
    }
    for (const [id, text] of Object.entries(catalog)) {
      try {
        const names = [...argumentNames(parse(text))].sort().join(',');
        const sourceText = source[id];
        if (sourceText !== undefined) {
          const expected = [...argumentNames(parse(sourceText))].sort().join(',');
          if (names !== expected)
            problems.push(`${locale}: ${id} uses {${names}} but German uses {${expected}}`);
        }
      } catch (error) {
        problems.push(`${locale}: ${id} does not parse: ${error.message}`);
      }
    }
    let expected;
    try {
      expected = compiledChunks(catalog, chunkOf);
    } catch {
      continue;
    }
    let written = {};
    try {
      written = Object.fromEntries(
        readdirSync(join(compiledDir, locale)).map((file) => [
          file.replace(/\.json$/, ''),
          readJson(join(compiledDir, locale, file)),
        ]),
      );
    } catch {}
    if (JSON.stringify(sortKeys(expected)) !== JSON.stringify(sortKeys(written)))
      problems.push(`${locale}: compiled catalog is stale: run \`npm run i18n:compile\`.`);
  }
  let chunks = '';
  try {
    chunks = readFileSync(chunksFile, 'utf8');
  } catch {}
  if (chunks !== chunksModule(de, chunkOf))
    problems.push('shared/i18n/generated/messageChunks.ts is stale: run `npm run i18n:compile`.');
  if (problems.length) {
    console.error(`i18n check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(source).length} messages complete in ${locales.length} locales`);
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
