#!/usr/bin/env node
// Turns openapi.yaml into the checked-in TypeScript types and the JSON copy used for runtime validation.
//   node scripts/openapi.mjs generate   writes both files
//   node scripts/openapi.mjs check      fails on any drift between openapi.yaml and the files, then lints
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { answerCheckModules } from './answerChecks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specPath = join(root, 'openapi.yaml');
const outDir = join(root, 'packages/api-client/src/generated');
const typesPath = join(outDir, 'schema.d.ts');
const jsonPath = join(outDir, 'openapi.json');
const limitsPath = join(outDir, 'limits.ts');
// Apart from the fields' limits: the search field of the home page needs its term's limit without every form's.
const queryLimitsPath = join(outDir, 'queryLimits.ts');
const operationsPath = join(outDir, 'operations.ts');
// The checks of the answers the portal reads (scripts/answerChecks.mjs), one module an answer.
const answerDir = join(root, 'packages/portal-features/src/domain/api');
const answerChecksDir = join(answerDir, 'generated');

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

/**
 * The maxLength of every string field, per component schema, so forms take their input limits from the
 * contract instead of copying numbers (the whole openapi.json is too big for the app's bundle).
 * A field that is an array of strings gets the limit of each entry; a field referring to an object schema is
 * left out – that schema has its own entry.
 */
function maxLengths(document) {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema) => {
    let current = schema;
    for (let depth = 0; current?.$ref && depth < 10; depth++)
      current = schemas[current.$ref.replace('#/components/schemas/', '')];
    return current;
  };
  const limitOf = (schema, nested) => {
    const target = resolve(schema);
    if (!target) return undefined;
    if (typeof target.maxLength === 'number') return target.maxLength;
    if (target.type === 'array' && target.items) return limitOf(target.items, nested);
    if (target.properties && (nested || !schema.$ref)) {
      const entries = Object.entries(target.properties)
        .map(([name, property]) => [name, limitOf(property, false)])
        .filter(([, limit]) => limit !== undefined);
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return undefined;
  };
  const result = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const limits = limitOf(schema, true);
    if (limits && typeof limits === 'object') result[name] = limits;
  }
  return result;
}

/**
 * The maxLength of every query parameter that has one, per operation (`GET /products/search`), for search
 * fields whose text becomes a parameter rather than a body field.
 */
function queryMaxLengths(document) {
  const resolve = (node) =>
    node?.$ref
      ? node.$ref
          .split('/')
          .slice(1)
          .reduce((at, key) => at?.[key], document)
      : node;
  const result = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters' || typeof operation !== 'object') continue;
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve)) {
        const limit = resolve(parameter?.schema)?.maxLength;
        if (parameter?.in !== 'query' || typeof limit !== 'number') continue;
        const key = `${method.toUpperCase()} ${path}`;
        result[key] = { ...result[key], [parameter.name]: limit };
      }
    }
  }
  return result;
}

/** The operationIds marked `x-optional: true` – the calls a backend may leave out (config.json `capabilities`). */
function optionalOperations(document) {
  const result = [];
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (typeof operation === 'object' && operation?.['x-optional'] === true)
        result.push(operation.operationId);
    }
  }
  return result.sort();
}

async function render() {
  const source = await readFile(specPath, 'utf8');
  const ast = await openapiTS(pathToFileURL(specPath), { silent: true });
  const types = banner + astToString(ast);
  const document = await parseYaml(source);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const limits = `${banner}/** maxLength of each string field, per schema of openapi.yaml (arrays: of each entry). */\nexport const maxLengths = ${JSON.stringify(maxLengths(document), null, 2)} as const;\n`;
  const queryLimits = `${banner}/** maxLength of each query parameter that has one, per operation of openapi.yaml. */\nexport const queryMaxLengths = ${JSON.stringify(queryMaxLengths(document), null, 2)} as const;\n`;
  const operations = `${banner}/** The operations a backend may leave out (\`x-optional: true\`); config.json names those it offers. */\nexport const optionalOperations = ${JSON.stringify(optionalOperations(document), null, 2)} as const;\n\nexport type OptionalOperation = (typeof optionalOperations)[number];\n`;
  const reads = JSON.parse(await readFile(join(answerDir, 'answerReads.json'), 'utf8'));
  const answerChecks = Object.entries(answerCheckModules(document, reads)).map(([operationId, code]) => [
    join(answerChecksDir, `${operationId}.ts`),
    code,
  ]);
  return [
    [typesPath, types],
    [operationsPath, operations],
    [jsonPath, json],
    [limitsPath, limits],
    [queryLimitsPath, queryLimits],
    ...answerChecks,
  ];
}

/** The answer checks' folder holds no module the reads no longer make. */
async function strayAnswerChecks(files) {
  const made = new Set(files.map(([path]) => path));
  const there = await readdir(answerChecksDir).catch(() => []);
  return there.map((name) => join(answerChecksDir, name)).filter((path) => !made.has(path));
}

async function generate() {
  await mkdir(outDir, { recursive: true });
  await mkdir(answerChecksDir, { recursive: true });
  const files = await render();
  for (const path of await strayAnswerChecks(files)) await rm(path);
  for (const [path, content] of files) {
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
  const files = await render();
  for (const path of await strayAnswerChecks(files)) {
    ok = false;
    console.error(`${relative(root, path)} is no answer answerReads.json names – run \`pnpm api:generate\`.`);
  }
  for (const [path, expected] of files) {
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
