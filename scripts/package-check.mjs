#!/usr/bin/env node
// The published design system as a consumer gets it: build, pack, install the tarball into a throwaway
// project outside the workspace, type-check and render a component there, then publint and attw.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { Button } from '@kundenportal/ui';
import { vars, breakpoints } from '@kundenportal/ui/theme';

const html = renderToString(createElement(Button, { onPress() {} }, 'Bestellen'));
if (!html.includes('Bestellen') || !/class="[^"]+"/.test(html)) throw new Error('Button did not render: ' + html);
const css = fileURLToPath(import.meta.resolve('@kundenportal/ui/styles.css'));
if (!existsSync(css)) throw new Error('styles.css missing');
if (!vars.color.brand.startsWith('var(')) throw new Error('theme vars missing');
if (breakpoints.xlarge !== 1200) throw new Error('breakpoints missing');
console.log('consumer rendered', html.length, 'bytes of HTML; styles.css and theme resolve');
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
    `import { Button, type ButtonProps } from '@kundenportal/ui';
import { vars } from '@kundenportal/ui/theme';
import '@kundenportal/ui/styles.css';
const props: ButtonProps = { children: 'OK', variant: 'secondary' };
export const App = () => <Button {...props} />;
export const brand: string = vars.color.brand;
`,
  );
  writeFileSync(join(consumer, 'css.d.ts'), "declare module '*.css';\n");
  run(bin('tsc'), ['-p', join(consumer, 'tsconfig.json'), '--skipLibCheck'], {
    label: 'type-check the consumer against the packed types',
  });

  run(bin('publint'), ['run', tarball, '--strict'], { label: 'publint' });
  run(bin('attw'), [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './styles.css'], {
    label: 'are the types wrong',
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
