// What the packed design system must hold, and only that (issue 41.6): files reachable from its exports, one
// stylesheet without source comments at the size its README states, and README examples a plain app can build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** Every file under `dir`, relative to it. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

/** The string leaves of package.json's `exports` (after pnpm swapped in `publishConfig.exports`). */
function exportTargets(exports) {
  if (typeof exports === 'string') return [exports];
  return Object.values(exports ?? {}).flatMap(exportTargets);
}

/**
 * Files in the unpacked package (`dir` holds package.json) that nothing references: not package.json, README or
 * CHANGELOG, not an export's target, not imported (statically, dynamically or as a type) by a referenced module,
 * not the source map a referenced file names.
 */
export function unreferencedFiles(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const reached = new Set(['package.json', 'README.md', 'CHANGELOG.md']);
  const queue = exportTargets(manifest.exports).map((target) => normalize(target));
  while (queue.length) {
    const file = queue.pop();
    if (reached.has(file) || !existsSync(join(dir, file))) continue;
    reached.add(file);
    const text = readFileSync(join(dir, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g),
    ].map(([, spec]) => spec);
    const map = /[#@] sourceMappingURL=(\S+)/.exec(text)?.[1];
    for (const spec of [...specifiers, ...(map ? [`./${map}`] : [])]) {
      const target = normalize(join(dirname(file), spec));
      // Declarations import their siblings as `.js`; the file on disk is `.d.ts`.
      const candidates = [target, target.replace(/\.js$/, '.d.ts'), `${target}.d.ts`];
      for (const candidate of candidates) if (existsSync(join(dir, candidate))) queue.push(candidate);
    }
  }
  return filesUnder(dir).filter((file) => !reached.has(file));
}

/** What is wrong with the shipped stylesheet: comments left in, or a size other than the README's "about N KB". */
export function stylesheetFaults(css, gzipBytes, readme) {
  const faults = [];
  if (css.includes('/*')) faults.push('styles.css holds comments (source ids); it should ship minified');
  const stated = /one file \(about ([\d.]+) KB gzip/.exec(readme)?.[1];
  if (!stated)
    faults.push('the README no longer states the size of styles.css ("one file (about N KB gzip")');
  else if (Math.abs(gzipBytes / 1024 - Number(stated)) > 0.3)
    faults.push(`styles.css is ${(gzipBytes / 1024).toFixed(1)} KB gzip; the README says about ${stated} KB`);
  return faults;
}

/** The README's examples a plain app builds: every fenced block whose info string is exactly `tsx`. */
export function readmeExamples(readme) {
  return [...readme.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map(([, code]) => code);
}
