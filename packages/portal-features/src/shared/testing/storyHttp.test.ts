// @vitest-environment node
/**
 * Guard of issue 32 item 4: a story's override of the mock backend goes through `storyHttp` (openapi-msw,
 * typed by openapi.yaml), so a changed contract fails the type check in stories too. msw's own
 * `http.get('/api/…')` takes any path and any body, and would let a renamed path slip through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../../..');

/** msw's untyped `http.<method>('/api…')` (or with a template string); `storyHttp.get(…)` is not matched. */
const untypedOverride =
  /(?<![\w.$])http\s*\.\s*(get|post|put|patch|delete|head|options|all)\s*\(\s*['"`]\/api\b/g;

/** Files that write story overrides: the stories, their `*.testing.ts(x)` helpers and Storybook's own setup. */
function storyFiles(): string[] {
  const folders = ['packages', 'apps', '.storybook'].map((folder) => join(root, folder));
  const files: string[] = [];
  for (const folder of folders) {
    let entries: string[];
    try {
      entries = readdirSync(folder, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.split(/[\\/]/).includes('node_modules')) continue;
      if (/\.stories\.tsx?$|\.testing\.tsx?$/.test(entry) || folder.endsWith('.storybook'))
        if (/\.(ts|tsx|mts)$/.test(entry)) files.push(join(folder, entry));
    }
  }
  return files;
}

function untypedOverridesIn(text: string): string[] {
  return [...text.matchAll(untypedOverride)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `line ${line}: ${match[0]}`;
  });
}

describe('story overrides of the mock backend', () => {
  it('recognises an untyped override and lets a typed one pass', () => {
    expect(untypedOverridesIn("msw.use(http.get('/api/basket', () => undefined));")).toHaveLength(1);
    expect(untypedOverridesIn('http.post(`/api/basket`, resolver)')).toHaveLength(1);
    expect(untypedOverridesIn("msw.use(storyHttp.get('/basket', () => undefined));")).toEqual([]);
    expect(untypedOverridesIn("storyHttp.untyped.get('/basket', () => undefined)")).toEqual([]);
  });

  it('go through the typed storyHttp, never msw’s http.<method>(‘/api…’)', () => {
    const files = storyFiles();
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      untypedOverridesIn(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)} ${hit}`),
    );
    expect(
      offenders,
      "Write the override as storyHttp.<method>('/path/{id}', ({ response }) => response(200).json(…)) from " +
        "shared/testing (openapi.yaml's path, without /api); an answer outside the contract on purpose as " +
        'response.untyped(…) with a comment.',
    ).toEqual([]);
  });
});
