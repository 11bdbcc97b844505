import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompiledValidators } from '../apps/portal/precompiledValidators.mjs';
import { bareImports } from './prebundle';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The app's public folder holds the one MSW worker (kept current by `msw init`). A whole folder, not a
  // single-file mapping: the Vitest plugin serves staticDirs only as folders. ./static holds what an operator
  // would put beside config.json (brand/), for the stories of a configured deployment.
  staticDirs: ['../apps/portal/public', './static'],
  core: { disableTelemetry: true },
  // `storybook build --test` for scripts/storybook-check.mjs's docs pages (issue 41) keeps them, still without
  // docgen, source maps or minifying (+4 s of build); its `--no-docs` does not.
  ...(process.env.STORYBOOK_TEST_DOCS
    ? {
        build: {
          test: {
            disableBlocks: false,
            disabledAddons: [],
            disableMDXEntries: false,
            disableAutoDocs: false,
          },
        },
      }
    : {}),
  async viteFinal(viteConfig, { configType }) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The built Storybook (storybook build) checks the mock's request bodies as the portal's demo build does:
      // with validators compiled in Node, so it runs under a CSP without 'unsafe-eval' (the storybook image,
      // deploy/nginx/storybook.conf.template). The dev server and the story tests keep the runtime ajv.
      plugins: [vanillaExtractPlugin(), ...(configType === 'PRODUCTION' ? [precompiledValidators()] : [])],
      // Pre-bundle everything the stories import up front: a dependency found mid-run reloads Vite and
      // fails the cold test run ("Vite unexpectedly reloaded a test").
      optimizeDeps: {
        entries: ['packages/*/src/**/*.stories.tsx', '.storybook/preview.tsx'],
        include: [
          '@storybook/addon-a11y/preview',
          'msw-storybook-addon/csf3',
          'react-dom/client',
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/css/adapter',
          '@vanilla-extract/css/fileScope',
          'react/jsx-dev-runtime',
          ...bareImports(),
        ],
      },
    });
  },
};
export default config;
