#!/usr/bin/env node
// `npm run config:check -- <config.json> [--reach]`: tells an operator before deploying what is wrong with a
// config.json, in words. The verdict on the file is the portal's own parser's (parseRuntimeConfigText, which the
// portal runs on the config.json it fetches), so the check and the portal cannot disagree; this script adds only
// what a pre-flight can say: the brand files it names are there, are what they claim and are small enough, and –
// with --reach – whether the backend's address answers at all. Exit 0 when the portal would start with it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

/** The most a brand file may weigh: every page of a visit loads the logo, every page the fonts. */
export const brandFileLimits = { logo: 256 * 1024, font: 256 * 1024 };
/** How long --reach waits for the backend: the portal's own deadline for a read is about as long. */
const reachDeadlineMs = 6000;

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

/** The known name a typo most likely meant (case or up to two letters off), or the list of them. */
function hint({ name, known }) {
  const best = known
    .map((candidate) => ({ candidate, cost: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.cost - b.cost)[0];
  return best && best.cost <= Math.max(1, Math.min(2, Math.floor(name.length / 3)))
    ? `; did you mean ${JSON.stringify(best.candidate)}?`
    : ` (they are: ${known.join(', ')})`;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const size = (bytes) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
const magic = {
  '.woff2': ['wOF2', 'a woff2 font'],
  '.woff': ['wOFF', 'a woff font'],
  '.png': ['\x89PNG', 'a PNG image'],
  '.webp': ['RIFF', 'a WebP image'],
};

/** The brand files config.json names, looked for in the brand/ folder beside it. */
function brandFiles(brand, folder) {
  const withoutFont = 'portal keeps Barlow';
  const named = [
    ['brand.logo', brand.logo, 'logo', 'header and footer show an empty logo box', brandFileLimits.logo],
    ['brand.fonts.regular', brand.fonts?.regular, 'DIN regular', withoutFont, brandFileLimits.font],
    ['brand.fonts.bold', brand.fonts?.bold, 'DIN bold', withoutFont, brandFileLimits.font],
  ].filter(([, path]) => typeof path === 'string');
  const problems = [];
  const warnings = [];
  const present = [];
  for (const [setting, path, what, without, limit] of named) {
    const file = join(folder, path);
    if (!isFile(file)) {
      warnings.push(
        `${setting} names ${path}, but there is no ${relative(process.cwd(), file) || file}: put it into the brand/ folder beside config.json (served at /brand/) – without it the ${without}`,
      );
      continue;
    }
    const bytes = statSync(file).size;
    if (bytes > limit) {
      problems.push(
        `${setting}: ${path} is ${size(bytes)} – at most ${size(limit)}, as every page loads it (a logo of a few KB, a woff2 face of 20–60 KB is usual)`,
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
  return { problems, warnings, present, named: named.length };
}

/** Punchout half set up: origins without the backend's punchout, or the backend's punchout without origins. */
function punchoutWarnings(config) {
  const offered = ['startPunchoutSession', 'transferPunchoutBasket'].filter((operation) =>
    config.capabilities.has(operation),
  );
  if (config.punchout.origins.length > 0 && offered.length < 2 && !config.demo)
    return [
      'punchout.origins lists procurement systems, but capabilities lack startPunchoutSession and transferPunchoutBasket – nobody can punch out',
    ];
  if (config.punchout.origins.length === 0 && offered.includes('transferPunchoutBasket') && !config.demo)
    return [
      'capabilities offer punchout, but punchout.origins lists no procurement system – the portal hands no basket back (README "Punchout")',
    ];
  return [];
}

/** One line on what the file sets up (apiBaseUrl holds no user, password or query: the parser refuses them). */
function summary(config, brand, optionalCount) {
  const capabilities = [...config.capabilities];
  return [
    config.demo ? 'demo (the mock backend in the browser)' : `backend ${config.apiBaseUrl}`,
    config.demo
      ? 'capabilities: all (demo)'
      : `capabilities: ${capabilities.length ? `${capabilities.length} of ${optionalCount} (${capabilities.join(', ')})` : 'none – the calls of spec §7 only'}`,
    `registration ${config.registrationEnabled ? 'on' : 'off'}`,
    config.punchout.origins.length > 0
      ? `punchout to ${config.punchout.origins.join(', ')} (form-action, frame-ancestors)`
      : '',
    brand.named === 0
      ? 'no brand assets (the company name as word mark, Barlow)'
      : `brand assets: ${brand.present.length ? brand.present.join(', ') : 'none'} found${brand.present.length < brand.named ? `, ${brand.named - brand.present.length} missing` : ''}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Whether the backend's address answers at all (any HTTP status does); for --reach. */
async function reach(apiBaseUrl, fetchImpl = fetch) {
  if (apiBaseUrl.startsWith('/'))
    return {
      warning: `apiBaseUrl ${apiBaseUrl} is a path on the portal's own host: --reach cannot try it before the portal is deployed`,
    };
  const started = Date.now();
  try {
    const response = await fetchImpl(apiBaseUrl, {
      signal: AbortSignal.timeout(reachDeadlineMs),
      redirect: 'manual',
    });
    return { note: `the backend answered ${response.status} in ${Date.now() - started} ms` };
  } catch (error) {
    const why =
      error?.name === 'TimeoutError'
        ? `no answer within ${reachDeadlineMs / 1000} s`
        : (error?.cause?.code ?? error?.cause?.message ?? error?.message ?? 'no connection');
    return { problem: `the backend at ${new URL(apiBaseUrl).origin} cannot be reached: ${why}` };
  }
}

/**
 * Checks a config.json file. `parse` is the portal's parseRuntimeConfigText
 * (packages/portal-features/src/shared/config/runtimeConfig.ts); `reachable` asks the backend (--reach).
 * @returns {Promise<{ ok: boolean, problems: string[], warnings: string[], summary?: string }>}
 */
export async function checkConfig(file, { parse, optionalCount = 10, reachable = false, fetchImpl }) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    return { ok: false, problems: [`cannot be read: ${error.message}`], warnings: [] };
  }
  // As the browser reads it (Response.text()): UTF-8, a byte order mark dropped.
  const parsed = parse(new TextDecoder('utf-8').decode(bytes));
  if (!parsed.ok) {
    const problems = parsed.issues.map((issue) =>
      issue.unknown ? `${issue.message}${hint(issue.unknown)}` : issue.message,
    );
    return { ok: false, outOfService: true, problems, warnings: [] };
  }
  const { config } = parsed;
  const brand = brandFiles(config.brand, dirname(resolve(file)));
  const problems = [...brand.problems];
  const warnings = [...brand.warnings, ...punchoutWarnings(config)];
  let reached;
  if (reachable && !config.demo) {
    const result = await reach(config.apiBaseUrl, fetchImpl);
    if (result.problem) problems.push(result.problem);
    if (result.warning) warnings.push(result.warning);
    reached = result.note;
  }
  const line = summary(config, brand, optionalCount);
  return { ok: problems.length === 0, problems, warnings, summary: reached ? `${line} · ${reached}` : line };
}

/** The report an operator reads. */
export function report(file, result) {
  const name = basename(file);
  const count = result.problems.length === 1 ? 'a problem' : `${result.problems.length} problems`;
  const lines = result.ok
    ? [`${name} is valid`, `  ${result.summary}`]
    : [
        result.outOfService
          ? `${name} has ${count} – the portal would show its out-of-service page:`
          : `${name} has ${count} (the portal would start with it):`,
      ];
  for (const problem of result.problems) lines.push(`  ✗ ${problem}`);
  for (const warning of result.warnings) lines.push(`  ! ${warning}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const reachable = args.includes('--reach');
  const files = args.filter((arg) => arg !== '--reach');
  if (files.length !== 1 || files[0].startsWith('-')) {
    console.error('usage: npm run config:check -- <config.json> [--reach]');
    process.exit(2);
  }
  const [file] = files;
  // The portal's own parser, from its TypeScript source.
  const { openTsLoader } = await import('./tsLoader.mjs');
  const loader = await openTsLoader();
  let result;
  try {
    const { parseRuntimeConfigText } = await loader.load(
      '/packages/portal-features/src/shared/config/runtimeConfig.ts',
    );
    const { optionalOperations } = await loader.load('/packages/api-client/src/generated/operations.ts');
    result = await checkConfig(file, {
      parse: parseRuntimeConfigText,
      optionalCount: optionalOperations.length,
      reachable,
    });
  } finally {
    await loader.close();
  }
  console.log(report(file, result));
  process.exit(result.ok ? 0 : 1);
}
