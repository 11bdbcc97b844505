/**
 * Every bare import of our sources, for Vite to pre-bundle before the first story runs. A dependency Vite
 * discovers mid-run reloads it and fails a cold test run ("Vite unexpectedly reloaded a test"); scanning our
 * own sources keeps the list complete without anyone maintaining it by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const testOnly = /^(vitest|storybook|@storybook\/|msw\/node|node:)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'generated' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

export function bareImports(): string[] {
  const found = new Set<string>();
  const files = ['packages/ui/src', 'packages/api-client/src', 'packages/portal-features/src'].flatMap(
    (dir) => sourceFiles(join(root, dir)),
  );
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^.'][^']*)'/gm)) {
      const specifier = match[1];
      if (specifier && !specifier.startsWith('@kundenportal/') && !testOnly.test(specifier))
        found.add(specifier);
    }
  }
  return [...found].sort();
}
