import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readmeExamples, stylesheetFaults, unreferencedFiles } from './packageContents.mjs';

function unpacked(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'package-contents-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the packed package holds only what is referenced', () => {
  it('follows exports, static, dynamic and type imports and source maps', () => {
    const dir = unpacked({
      'package.json': JSON.stringify({
        exports: {
          '.': { types: './dist/index.d.ts', import: './dist/index.js' },
          './styles.css': './dist/index.css',
        },
      }),
      'README.md': '',
      'dist/index.js':
        'import { a } from "./chunk-A.js";\nconst l = () => import("./Lazy-B.js");\n//# sourceMappingURL=index.js.map',
      'dist/index.js.map': '{}',
      'dist/chunk-A.js': 'export const a = 1;',
      'dist/Lazy-B.js': 'import "./chunk-A.js";',
      'dist/index.d.ts': "import { T } from './contract-C.js';",
      'dist/contract-C.d.ts': 'export type T = 1;',
      'dist/index.css': ':root{}',
      'dist/Lazy-B.css': '.x{}',
      'dist/Lazy-B.css.map': '{}',
    });
    expect(unreferencedFiles(dir).sort()).toEqual(['dist/Lazy-B.css', 'dist/Lazy-B.css.map']);
  });
});

describe('the stylesheet as shipped', () => {
  const readme = 'It is one file (about 7.5 KB gzip, minified) holding';
  it('passes minified at the stated size', () => {
    expect(stylesheetFaults(':root{--a:1}', 7.6 * 1024, readme)).toEqual([]);
  });
  it('names comments and a size the README does not state', () => {
    expect(stylesheetFaults('/* vanilla-extract-css-ns:x */ :root{}', 26.8 * 1024, readme)).toEqual([
      'styles.css holds comments (source ids); it should ship minified',
      'styles.css is 26.8 KB gzip; the README says about 7.5 KB',
    ]);
  });
});

describe('README examples', () => {
  it('are the blocks fenced as tsx, not those for another setup', () => {
    const readme =
      "```tsx\nexport const A = 1;\n```\n\n```tsx react-router\nimport 'x';\n```\n```ts\nconst b = 2;\n```\n";
    expect(readmeExamples(readme)).toEqual(['export const A = 1;\n']);
  });
});
