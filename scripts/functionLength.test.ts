// @vitest-environment node
// Functions a reader can hold (issue 42.5): no production function – packages' and the app's sources, the build's
// plugins, the scripts – over 120 lines. Tests, stories and story helpers, and generated files are left out. None is listed any
// more (the last, servePortal, split in issue 42.5's last stop); a function that must be longer for a reason is
// listed below with its length and the reason – it may shrink, never grow.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 120;

/** Longer for a reason, each at most this long: to be split, never to grow. None today. */
const longerStill: Record<string, number> = {};

const root = join(import.meta.dirname, '..');
const isProduction = (file: string) =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.d\.mts$|\.d\.ts$|\.(test|stories|testing)\.tsx?$|\/testing\/|\/generated\/|node_modules/.test(file);

function filesUnder(folder: string, recursive = true): string[] {
  return readdirSync(join(root, folder), { recursive, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter(isProduction);
}

/** Every function of a file longer than the limit: 'file name' → lines. */
function longFunctions(file: string): [string, number][] {
  const text = readFileSync(join(root, file), 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.mjs')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: [string, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const line = (at: number) => source.getLineAndCharacterOfPosition(at).line;
      const lines = line(node.end) - line(node.getStart()) + 1;
      if (lines > MAX_LINES) found.push([`${file} ${nameOf(node)}`, lines]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return `(anonymous at line ${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1})`;
}

// One test per source folder: each parses its own files (a single test over all ~900 took 4–5 s on a loaded
// machine, at Vitest's 5 s limit).
const sources: [folder: string, recursive: boolean][] = [
  ['packages/ui/src', true],
  ['packages/api-client/src', true],
  ['packages/portal-features/src', true],
  ['apps/portal/src', true],
  ['apps/portal', false],
  ['scripts', false],
];

describe(`functions a reader can hold: at most ${MAX_LINES} lines, but for those listed, which do not grow`, () => {
  it('reads every source folder', () => {
    expect(sources.flatMap(([folder, recursive]) => filesUnder(folder, recursive)).length).toBeGreaterThan(
      300,
    );
  });
  it.each(sources)('in %s', (folder, recursive) => {
    const files = filesUnder(folder, recursive);
    const found = files.flatMap(longFunctions);
    const tooLong = found
      .filter(([name, lines]) => lines > (longerStill[name] ?? MAX_LINES))
      .map(([name, lines]) => `${name}: ${lines} lines`);
    expect(tooLong).toEqual([]);
    // A listed function that was split (or moved) leaves the list.
    const listedHere = Object.keys(longerStill).filter((name) => files.includes(name.split(' ')[0] ?? ''));
    const stillLong = new Set(found.map(([name]) => name));
    expect(listedHere.filter((name) => !stillLong.has(name))).toEqual([]);
  });
});
