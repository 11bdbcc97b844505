import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import StorySequencer from './.storybook/storySequencer.mjs';
import { chromiumArgs, headlessShellPath } from './chromium.config.mjs';

// A fresh object per project: sharing one fails with "Cannot define a nested project for a chromium browser".
// Stories measure no text metrics or pixels: Chromium's headless shell (chromium.config.mjs).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: headlessShellPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  // npm test runs the stories in two halves at once, each with a Vite cache of its own (scripts/test.mjs).
  ...(process.env.STORY_VITE_CACHE_DIR ? { cacheDir: process.env.STORY_VITE_CACHE_DIR } : {}),
  plugins: [vanillaExtractPlugin()],
  test: {
    // The two story halves of npm test even by their stories' durations, not by a hash of their paths.
    sequence: { sequencer: StorySequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // One module graph per worker, not per file (issue 31.7): 73 s → 22 s. The files share nothing that
          // lasts – fake timers and stubbed globals are undone after each test – and pass in any file order
          // (checked with --sequence.shuffle.files).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          // No retries (issue 31.7): a story that fails once is a flake to fix at its cause, not to hide.
          retry: 0,
          // All story files in one page, as Vitest's browser mode allows (issue 31.7): ~160 s instead of ~330 s
          // with a fresh page per file. What leaked between files was found and fixed at its cause: react-aria's
          // on-screen-keyboard state after a phone-height story (the test viewports keep one height,
          // .storybook/review.tsx), a module-wide 'choose a customer' request (now one per app), and the page's
          // scroll position (every story starts at the top, .storybook/vitest.setup.ts).
          isolate: false,
        },
      },
    ],
  },
});
