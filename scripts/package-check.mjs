#!/usr/bin/env node
// The published design system as a consumer gets it: build, pack (README.md and CHANGELOG.md must be in the
// tarball), install the tarball into a throwaway project outside the workspace, type-check and render a component
// there, measure what each component costs a consumer's bundle against packages/ui/bundle-budgets.json
// (scripts/bundleCost.mjs), build a plain Vite app from nothing but the README's examples, then publint and attw.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudgets, exportedComponents, measureComponentCosts, readBudgets } from './bundleCost.mjs';
import { bin, pnpm, root, run, tsc } from './lib.mjs';
import { readmeExamples, stylesheetFaults, unreferencedFiles } from './packageContents.mjs';

const ui = join(root, 'packages/ui');
const work = mkdtempSync(join(tmpdir(), 'kundenportal-ui-consumer-'));
try {
  pnpm(['--filter', '@kundenportal/ui', 'run', 'build'], { label: 'build @kundenportal/ui (tsup)' });
  pnpm(['pack', '--pack-destination', work], { cwd: ui, label: 'pack @kundenportal/ui' });
  const tarball = join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
  const packed = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  for (const file of ['package/README.md', 'package/CHANGELOG.md', 'package/dist/index.css']) {
    if (!packed.includes(file))
      throw new Error(`${file.slice('package/'.length)} is missing from the tarball`);
  }
  console.log(
    `✔ the tarball holds README.md, CHANGELOG.md and dist (${packed.filter(Boolean).length} files)`,
  );
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const unreferenced = unreferencedFiles(join(unpacked, 'package'));
  if (unreferenced.length)
    throw new Error(`the tarball holds files nothing references: ${unreferenced.join(', ')}`);
  const readme = readFileSync(join(ui, 'README.md'), 'utf8');
  const css = readFileSync(join(unpacked, 'package/dist/index.css'), 'utf8');
  const cssFaults = stylesheetFaults(css, gzipSync(css, { level: 9 }).length, readme);
  if (cssFaults.length) throw new Error(cssFaults.join('; '));
  console.log(
    '✔ every file in the tarball is referenced; styles.css minified, at the size the README states',
  );

  const consumer = join(work, 'consumer');
  execFileSync('mkdir', ['-p', consumer]);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      tarball,
      'react@19.3.1',
      'react-dom@19.3.1',
      '@types/react@19.3.0',
      '@types/react-dom@19.3.0',
    ],
    { cwd: consumer, label: 'install the tarball into a throwaway consumer' },
  );

  writeFileSync(
    join(consumer, 'render.mjs'),
    `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { Button, staubTheme } from '@kundenportal/ui';
import { vars, breakpoints } from '@kundenportal/ui/theme';

const html = renderToString(createElement(Button, { onPress() {} }, 'Bestellen'));
if (!html.includes('Bestellen') || !/class="[^"]+"/.test(html)) throw new Error('Button did not render: ' + html);
const css = fileURLToPath(import.meta.resolve('@kundenportal/ui/styles.css'));
if (!existsSync(css)) throw new Error('styles.css missing');
// The second theme is a class whose rule ships in the one stylesheet.
if (!readFileSync(css, 'utf8').includes('.' + staubTheme + '{'))
  throw new Error('the rule of staubTheme (' + staubTheme + ') is not in styles.css');
if (!vars.color.brand.startsWith('var(')) throw new Error('theme vars missing');
if (breakpoints.xlarge !== 1200) throw new Error('breakpoints missing');
console.log('consumer rendered', html.length, 'bytes of HTML; styles.css, theme and staubTheme resolve');
`,
  );
  run('node', ['render.mjs'], { cwd: consumer, label: 'render a component in the consumer' });

  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      // css.d.ts: what a bundler's client types declare (vite/client); TypeScript 6+ checks side-effect imports.
      files: ['app.tsx', 'css.d.ts'],
    }),
  );
  writeFileSync(
    join(consumer, 'app.tsx'),
    `import { Button, type ButtonProps, Header, staubTheme } from '@kundenportal/ui';
import { type ThemeTokens, staubTokenValues, vars } from '@kundenportal/ui/theme';
import '@kundenportal/ui/styles.css';
const props: ButtonProps = { children: 'OK', variant: 'secondary' };
export const App = () => (
  <div className={staubTheme}>
    <Button {...props} />
  </div>
);
export const brand: string = vars.color.brand;
// A logo needs its source: the text alternative alone is a type error.
const headerBase = { menuId: 'm', isMenuOpen: false, onMenuToggle() {}, labels: { menuToggle: 'Menü', userMenu: 'Benutzermenü', profile: 'Profil', logout: 'Abmelden', login: 'Anmelden' } };
// @ts-expect-error logoAlt without logoSrc
export const noLogo = <Header {...headerBase} logoAlt="Muster AG" />;
export const withLogo = <Header {...headerBase} logoSrc="/logo.svg" logoAlt="Muster AG" />;
export const tokens: ThemeTokens = staubTokenValues;
`,
  );
  writeFileSync(join(consumer, 'css.d.ts'), "declare module '*.css';\n");
  run('node', [tsc, '-p', join(consumer, 'tsconfig.json'), '--skipLibCheck'], {
    label: 'type-check the consumer against the packed types',
  });

  // A plain app that has only the README: every `tsx` example, as written, type-checked and built by Vite.
  const examples = readmeExamples(readme);
  const app = join(consumer, 'readme-app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const names = examples.map((code, i) => {
    writeFileSync(join(app, 'src', `example${i + 1}.tsx`), code);
    return `example${i + 1}`;
  });
  writeFileSync(
    join(app, 'src', 'main.tsx'),
    `${names.map((n) => `import * as ${n} from './${n}';`).join('\n')}
import { createElement, Fragment } from 'react';
import { createRoot } from 'react-dom/client';
const examples = [${names.join(', ')}].flatMap((module) => Object.values(module));
createRoot(document.getElementById('root') as HTMLElement).render(
  createElement(Fragment, null, ...examples.map((Example, key) => createElement(Example as () => null, { key }))),
);
`,
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="utf-8"><title>README</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css';\n");
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        noEmit: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  const imported = new Set(
    examples.flatMap((code) =>
      [...code.matchAll(/import \{([^}]*)\} from '@kundenportal\/ui'/g)].flatMap(([, list]) =>
        list.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    ),
  );
  const withoutExample = exportedComponents(consumer).filter((name) => !imported.has(name));
  if (withoutExample.length)
    throw new Error(
      `components without a usage example in packages/ui/README.md: ${withoutExample.join(', ')}`,
    );
  run('node', [tsc, '-p', join(app, 'tsconfig.json')], {
    label: `type-check the README's ${examples.length} examples against the packed package`,
  });
  const { build } = await import('vite');
  await build({
    root: app,
    configFile: false,
    logLevel: 'warn',
    // Every example in one page, unsplit: size is not what this build is for.
    build: { outDir: join(app, 'dist'), chunkSizeWarningLimit: 4096 },
  });
  console.log(`✔ a plain Vite app built from the README's examples (every component has one)`);

  console.log('\n▶ what each component costs a consumer (gzip)');
  const started = Date.now();
  const costs = await measureComponentCosts(consumer);
  const faults = checkBudgets(costs, readBudgets(join(ui, 'bundle-budgets.json')));
  if (faults.length) {
    console.error(`✖ bundle budgets:\n  ${faults.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`✔ every component within its budget (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }

  run(bin('publint'), ['run', tarball, '--strict'], { label: 'publint' });
  run(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css'], {
    label: 'are the types wrong',
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
