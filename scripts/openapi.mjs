#!/usr/bin/env node
// Turns openapi.yaml into the checked-in TypeScript types and the JSON copy used for runtime validation.
//   node scripts/openapi.mjs generate   writes both files
//   node scripts/openapi.mjs check      fails on any drift between openapi.yaml and the files, then lints
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi.yaml');
const outDir = join(root, 'packages/api-client/src/generated');
const typesPath = join(outDir, 'schema.d.ts');
const jsonPath = join(outDir, 'openapi.json');

const banner = `/**
 * Generated from openapi.yaml by \`pnpm api:generate\` (openapi-typescript). Do not edit by hand;
 * \`pnpm api:check\` fails when this file and openapi.yaml disagree.
 */

`;

// The YAML parser openapi-typescript itself uses, so the JSON copy matches what the types were made from
// without adding a YAML dependency of our own.
async function parseYaml(source) {
  const requireFromTs = createRequire(createRequire(import.meta.url).resolve('openapi-typescript'));
  const core = await import(pathToFileURL(requireFromTs.resolve('@redocly/openapi-core')).href);
  return (core.parseYaml ?? core.default.parseYaml)(source);
}

async function render() {
  const source = await readFile(specPath, 'utf8');
  const ast = await openapiTS(pathToFileURL(specPath), { silent: true });
  const types = banner + astToString(ast);
  const json = `${JSON.stringify(await parseYaml(source), null, 2)}\n`;
  return [
    [typesPath, types],
    [jsonPath, json],
  ];
}

async function generate() {
  await mkdir(outDir, { recursive: true });
  for (const [path, content] of await render()) {
    await writeFile(path, content);
    console.log(`wrote ${relative(root, path)}`);
  }
}

function lint() {
  const bin = join(root, 'node_modules/.bin/redocly');
  const result = spawnSync(bin, ['lint', specPath, '--format', 'stylish'], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

async function check() {
  let ok = true;
  for (const [path, expected] of await render()) {
    const actual = await readFile(path, 'utf8').catch(() => null);
    if (actual !== expected) {
      ok = false;
      console.error(`${relative(root, path)} is out of date with openapi.yaml – run \`pnpm api:generate\`.`);
    }
  }
  if (ok) console.log('generated files match openapi.yaml');
  if (!lint()) ok = false;
  process.exitCode = ok ? 0 : 1;
}

const command = process.argv[2];
if (command === 'generate') await generate();
else if (command === 'check') await check();
else {
  console.error('usage: node scripts/openapi.mjs <generate|check>');
  process.exitCode = 2;
}
