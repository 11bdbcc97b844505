#!/usr/bin/env node
// The published design system as a consumer gets it: build, pack (README.md and CHANGELOG.md must be in the
// tarball), install the tarball into a throwaway project outside the workspace, type-check and render a component
// there, measure what each component costs a consumer's bundle against packages/ui/bundle-budgets.json
// (scripts/bundleCost.mjs), then publint and attw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBudgets, measureComponentCosts, readBudgets } from './bundleCost.mjs';
import { bin, pnpm, root, run } from './lib.mjs';

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
if (!readFileSync(css, 'utf8').includes('.' + staubTheme + ' {'))
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
      files: ['app.tsx'],
    }),
  );
  writeFileSync(
    join(consumer, 'app.tsx'),
    `import { Button, type ButtonProps, staubTheme } from '@kundenportal/ui';
import { type ThemeTokens, staubTokenValues, vars } from '@kundenportal/ui/theme';
import '@kundenportal/ui/styles.css';
const props: ButtonProps = { children: 'OK', variant: 'secondary' };
export const App = () => (
  <div className={staubTheme}>
    <Button {...props} />
  </div>
);
export const brand: string = vars.color.brand;
export const tokens: ThemeTokens = staubTokenValues;
`,
  );
  writeFileSync(join(consumer, 'css.d.ts'), "declare module '*.css';\n");
  run(bin('tsc'), ['-p', join(consumer, 'tsconfig.json'), '--skipLibCheck'], {
    label: 'type-check the consumer against the packed types',
  });

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
