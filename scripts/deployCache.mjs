#!/usr/bin/env node
// Deploys that keep the cache (issue 43.4): builds the portal twice – as it is, and with a one-line change in
// one feature file (orders/history/OrderCard.tsx, changed in memory by a plugin, never on disk) – and counts the
// files the second build renamed, all of them and those a returning dashboard visit loads. A returning visitor
// downloads exactly the renamed files again (the rest are cached as immutable), plus the pages' HTML, which
// carries the import map. Fails when the change renames the entry or any file that does not hold the changed
// module. `npm test` runs it after the size check, on that build (`--before`): one more build, ~5 s of a core.
// `npm run bench` measures the returning visit after such a change (`deployRebuild`).
//   node scripts/deployCache.mjs                           both builds, in a temporary folder
//   node scripts/deployCache.mjs --before apps/portal/dist  an existing build of the unchanged sources as the first
//   node scripts/deployCache.mjs --keep <dir>               both builds left in <dir>/before and <dir>/after
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from './lib.mjs';

/** The feature file the second build changes, and the line it gains (kept by the minifier: a side effect). */
export const changedModule = 'packages/portal-features/src/orders/history/OrderCard.tsx';
const changedLine =
  '\nglobalThis.__kundenportalDeployProbe = (globalThis.__kundenportalDeployProbe ?? 0) + 1;\n';
/** What the one-line change may rename: the chunk holding the module. Anything more is a cascade. */
const allowedRenames = 1;

const changeOneLine = {
  name: 'kundenportal-deploy-probe',
  enforce: 'pre',
  transform(code, id) {
    return id.endsWith(changedModule) ? { code: code + changedLine, map: null } : null;
  },
};

async function buildInto(outDir, plugins) {
  await build({
    configFile: join(root, 'apps/portal/vite.config.ts'),
    root: join(root, 'apps/portal'),
    logLevel: 'warn',
    plugins,
    build: { outDir, emptyOutDir: true },
  });
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const assetsOf = (dir) => new Set(readdirSync(join(dir, 'assets'), { recursive: true, encoding: 'utf8' }));

/**
 * Builds before and after the change; returns the renamed files with their gzip bytes, those the dashboard
 * loads (the entry's closure, the dashboard's chunks, the German texts), and whether the entry kept its name.
 */
export async function deployRebuild({ keep, before: built } = {}) {
  const base = keep ?? mkdtempSync(join(tmpdir(), 'kp-deploy-'));
  const before = built ?? join(base, 'before');
  const after = join(base, 'after');
  try {
    if (!built) await buildInto(before, []);
    await buildInto(after, [changeOneLine]);
    const old = assetsOf(before);
    const renamed = [...assetsOf(after)]
      .filter((file) => /\.(js|css)$/.test(file) && !old.has(file))
      .map((file) => ({
        file,
        bytes: gzipSize(join(after, 'assets', file)),
        holdsChange: readFileSync(join(after, 'assets', file), 'utf8').includes('__kundenportalDeployProbe'),
      }));
    const manifest = JSON.parse(readFileSync(join(after, '.vite/manifest.json'), 'utf8'));
    const entryFile = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    const dashboardKeys = Object.keys(manifest).filter(
      (key) =>
        manifest[key].isEntry || /\/dashboard\/routes\.tsx$|src\/dashboard\.tsx$|\/de\/core\.json$/.test(key),
    );
    const dashboard = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || dashboard.has(chunk.file)) return;
      dashboard.add(chunk.file);
      for (const css of chunk.css ?? []) dashboard.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of dashboardKeys) visit(key);
    const html = (dir) => readFileSync(join(dir, 'app.html'));
    const htmlBytes = gzipSize(join(after, 'app.html'));
    return {
      renamed,
      renamedBytes: renamed.reduce((sum, { bytes }) => sum + bytes, 0),
      dashboardRenamed: renamed.filter(({ file }) => dashboard.has(`assets/${file}`)),
      entryRenamed: !entryFile || !old.has(entryFile.replace(/^assets\//, '')),
      htmlChanged: !html(before).equals(html(after)),
      htmlBytes,
    };
  } finally {
    if (!keep) rmSync(base, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const started = Date.now();
  const before = option('--before');
  const result = await deployRebuild({ keep: option('--keep'), before: before && join(root, before) });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const dashboardBytes = result.dashboardRenamed.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `one-line change in ${changedModule}: ${result.renamed.length} file(s) renamed, ${kb(result.renamedBytes)} gzip;` +
      ` a returning dashboard loads ${result.dashboardRenamed.length} of them (${kb(dashboardBytes)}) and its HTML` +
      ` (${kb(result.htmlBytes)}, ${result.htmlChanged ? 'changed' : 'unchanged'}) – ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const { file, bytes, holdsChange } of result.renamed)
    console.log(`  ${kb(bytes).padStart(8)}  ${file}${holdsChange ? '  (holds the change)' : ''}`);
  const faults = [
    ...(result.entryRenamed ? ['the entry was renamed'] : []),
    ...(result.renamed.length > allowedRenames ? [`more than ${allowedRenames} file(s) renamed`] : []),
    ...result.renamed
      .filter((r) => !r.holdsChange)
      .map((r) => `${r.file} renamed without holding the change`),
  ];
  if (faults.length > 0) {
    console.error(`✖ the change cascaded: ${faults.join(', ')}`);
    process.exit(1);
  }
}
