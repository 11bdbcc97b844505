#!/usr/bin/env node
// `npm run config:check -- <config.json>`: tells an operator before deploying what is wrong with a config.json, in
// words – checked with deploy/config.schema.json and with the app's own parser (the one the portal runs), and the
// brand files it names looked for in the brand/ folder beside it. Exit 0 when the portal would start with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { root } from './lib.mjs';

const schema = JSON.parse(readFileSync(join(root, 'deploy/config.schema.json'), 'utf8'));
const validate = new Ajv2020({ allErrors: true }).compile(schema);
const optionalOperations = schema.properties.capabilities.items.enum;
const locales = schema.$defs.locale.enum;

/** Why a live portal needs what is missing. */
const whyRequired = {
  apiBaseUrl: 'a live portal needs its backend (or set "demo": true for the demo)',
  legal: 'a live portal must link its privacy policy and imprint',
  'legal.privacyUrl': 'a live portal must link its privacy policy',
  'legal.imprintUrl': 'a live portal must link its imprint',
  support: 'a live portal names its support contact, at least an e-mail address',
  'support.email': 'the support contact needs an e-mail address',
  'brand.fonts.regular': 'DIN needs both faces, regular and bold',
  'brand.fonts.bold': 'DIN needs both faces, regular and bold',
};

/** What a value that breaks a pattern should look like, by the schema rule it breaks. */
const patterns = [
  [/\/apiBaseUrl\//, 'must be an http(s) address without user and password, or a path such as /api'],
  [/\/productKey\//, 'may hold only letters, digits, _ and -'],
  [/\/link\//, 'must be an https:// address or a path such as /impressum'],
  [/\/email\//, 'is not an e-mail address'],
  [/\/phone\//, 'may hold only digits, spaces, + ( ) / . and - (e.g. "+49 40 123456-0")'],
  [/\/text\//, 'must not be blank'],
  [/\/logo\//, 'must be a file in the brand folder such as /brand/logo.svg (.svg, .png or .webp)'],
  [/\/fontFile\//, 'must be a file in the brand folder such as /brand/din-regular.woff2 (.woff2 or .woff)'],
];
const typeWords = { boolean: 'true or false', string: 'a text', array: 'a list', object: 'an object' };

const nameOf = (instancePath) =>
  instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
const valueAt = (config, instancePath) =>
  nameOf(instancePath)
    .split('.')
    .filter(Boolean)
    .reduce((value, key) => (value == null ? undefined : value[key]), config);

function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The known name a typo most likely meant (case or up to two letters off), if any. */
function didYouMean(word, known) {
  const best = known
    .map((candidate) => ({ candidate, cost: distance(word.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost)[0];
  return best && best.cost <= Math.max(1, Math.min(2, Math.floor(word.length / 3)))
    ? `; did you mean ${JSON.stringify(best.candidate)}?`
    : '';
}

/** The schema's properties at an instance path (for "did you mean"). */
function knownKeys(instancePath) {
  let node = schema;
  for (const key of nameOf(instancePath).split('.').filter(Boolean)) node = node?.properties?.[key];
  return Object.keys(node?.properties ?? {});
}

/**
 * A one-per-locale value may be a text or an object (oneOf): ajv reports both branches. Keep the errors of the
 * branch the file chose, or say in one line what the value should be.
 */
function chosenBranch(errors, config) {
  const localized = new Set(errors.filter((e) => e.keyword === 'oneOf').map((e) => e.instancePath));
  const kept = [];
  for (const error of errors) {
    if (error.keyword === 'oneOf') {
      const value = valueAt(config, error.instancePath);
      if (typeof value !== 'string' && (typeof value !== 'object' || value === null || Array.isArray(value)))
        kept.push({
          ...error,
          message: 'must be a text, or an object with one per locale such as {"de": …}',
        });
      continue;
    }
    if (!localized.has(error.instancePath)) {
      kept.push(error);
      continue;
    }
    const value = valueAt(config, error.instancePath);
    const isObjectBranch = error.schemaPath.startsWith('#/oneOf/1/');
    if (typeof value === 'string' ? !isObjectBranch : typeof value === 'object' && isObjectBranch)
      kept.push(error);
  }
  return kept;
}

/** One schema error in words. */
function inWords(error, config) {
  const name = nameOf(error.instancePath);
  const value = valueAt(config, error.instancePath);
  const got = ` (got ${JSON.stringify(value)})`;
  switch (error.keyword) {
    case 'required': {
      const missing = name ? `${name}.${error.params.missingProperty}` : error.params.missingProperty;
      if (error.params.missingProperty === 'de')
        return `${missing} is missing – a value per locale needs German, which every other locale falls back to`;
      return `${missing} is missing – ${whyRequired[missing] ?? 'it is required'}`;
    }
    case 'additionalProperties': {
      const key = error.params.additionalProperty;
      return `${name ? `${name}: ` : ''}${JSON.stringify(key)} is not a known setting${didYouMean(key, knownKeys(error.instancePath))}`;
    }
    case 'enum':
      return `capabilities: ${JSON.stringify(value)} is not an optional operation${didYouMean(String(value), optionalOperations) || ` (they are: ${optionalOperations.join(', ')})`}`;
    case 'propertyNames':
      return `${name}: ${JSON.stringify(error.params.propertyName)} is not a locale (${locales.join(', ')})`;
    case 'uniqueItems':
      return `capabilities names ${JSON.stringify(value[error.params.j])} twice`;
    case 'type':
      return `${name} must be ${typeWords[error.params.type] ?? error.params.type}${got}`;
    case 'maxLength':
      return `${name} may be at most ${error.params.limit} characters long`;
    case 'pattern': {
      const rule = patterns.find(([path]) => path.test(`${error.schemaPath}/`))?.[1] ?? 'has the wrong form';
      return `${name} ${rule}${got}`;
    }
    case 'oneOf':
      return `${name} ${error.message}${got}`;
    default:
      return `${name || 'the file'} ${error.message}`;
  }
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const magic = {
  '.woff2': ['wOF2', 'a woff2 font'],
  '.woff': ['wOFF', 'a woff font'],
  '.png': ['\x89PNG', 'a PNG image'],
  '.webp': ['RIFF', 'a WebP image'],
};

/** The brand files config.json names, looked for in the brand/ folder beside it. */
function brandFiles(config, folder) {
  const withoutFont = 'portal keeps Barlow';
  const named = [
    ['brand.logo', config.brand?.logo, 'logo', 'header and footer show an empty logo box'],
    ['brand.fonts.regular', config.brand?.fonts?.regular, 'DIN regular', withoutFont],
    ['brand.fonts.bold', config.brand?.fonts?.bold, 'DIN bold', withoutFont],
  ].filter(([, path]) => typeof path === 'string');
  const warnings = [];
  const present = [];
  for (const [setting, path, what, without] of named) {
    const file = join(folder, path);
    if (!isFile(file)) {
      warnings.push(
        `${setting} names ${path}, but there is no ${relative(process.cwd(), file) || file}: put it into the brand/ folder beside config.json (served at /brand/) – without it the ${without}`,
      );
      continue;
    }
    const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
    const head = readFileSync(file).subarray(0, 4).toString('latin1');
    const expected = magic[extension];
    const isSvg = extension === '.svg' && /<svg[\s>]/.test(readFileSync(file, 'utf8').slice(0, 4096));
    if ((expected && head !== expected[0]) || (extension === '.svg' && !isSvg)) {
      warnings.push(
        `${setting}: ${path} is not ${expected?.[1] ?? 'an SVG image'} – without it the ${without}`,
      );
      continue;
    }
    present.push(what);
  }
  return { warnings, present, named: named.length };
}

/** One line on what the file sets up. */
function summary(config, brand) {
  const parts = [
    config.demo === true
      ? 'demo (the mock backend in the browser)'
      : `backend ${config.apiBaseUrl.replace(/\/+$/, '')}`,
    config.demo === true
      ? 'capabilities: all (demo)'
      : `capabilities: ${config.capabilities?.length ? `${config.capabilities.length} of ${optionalOperations.length} (${config.capabilities.join(', ')})` : 'none – the calls of spec §7 only'}`,
    `registration ${config.registrationEnabled === true ? 'on' : 'off'}`,
    brand.named === 0
      ? 'no brand assets (the company name as word mark, Barlow)'
      : `brand assets: ${brand.present.length ? brand.present.join(', ') : 'none'} found${brand.present.length < brand.named ? `, ${brand.named - brand.present.length} missing` : ''}`,
  ];
  return parts.join(' · ');
}

/**
 * Checks a config.json file. `parse` is the app's parseRuntimeConfig (packages/portal-features/src/shared/config).
 * @returns {{ ok: boolean, problems: string[], warnings: string[], summary?: string }}
 */
export function checkConfig(file, { parse }) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`cannot be read: ${error.message}`], warnings: [] };
  }
  let config;
  try {
    config = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`is not valid JSON: ${error.message}`], warnings: [] };
  }
  const problems = validate(config)
    ? []
    : chosenBranch(
        validate.errors.filter((error) => error.keyword !== 'if' && !error.propertyName),
        config,
      ).map((error) => inWords(error, config));
  const parsed = parse(config);
  if (!parsed.ok) {
    const said = parsed.problem.replace(/^config\.json: /, '');
    // The schema and the parser agree (configSchema.test.ts); should they not, the portal's word counts.
    if (problems.length === 0) problems.push(said);
    problems.push(`the portal would show its out-of-service page: ${said}`);
  } else if (problems.length > 0) {
    problems.push('(the portal itself would start with it, but deploy/config.schema.json refuses it)');
  }
  if (problems.length > 0) return { ok: false, problems: [...new Set(problems)], warnings: [] };
  const brand = brandFiles(config, dirname(resolve(file)));
  return { ok: true, problems: [], warnings: brand.warnings, summary: summary(config, brand) };
}

/** The report an operator reads. */
export function report(file, result) {
  const name = basename(file);
  const lines = result.ok
    ? [`${name} is valid`, `  ${result.summary}`]
    : [`${name} has ${result.problems.length === 1 ? 'a problem' : `${result.problems.length} problems`}:`];
  for (const problem of result.problems) lines.push(`  ✗ ${problem}`);
  for (const warning of result.warnings) lines.push(`  ! ${warning}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    console.error('usage: npm run config:check -- <config.json>');
    process.exit(2);
  }
  // The portal's own parser, from its TypeScript source.
  const { openTsLoader } = await import('./tsLoader.mjs');
  const loader = await openTsLoader();
  let result;
  try {
    const { parseRuntimeConfig } = await loader.load(
      '/packages/portal-features/src/shared/config/runtimeConfig.ts',
    );
    result = checkConfig(file, { parse: parseRuntimeConfig });
  } finally {
    await loader.close();
  }
  console.log(report(file, result));
  process.exit(result.ok ? 0 : 1);
}
