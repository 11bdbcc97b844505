import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { forgetAllAttempts, getMockDb } from '../packages/api-client/src/mocks';
import { createMockWorker } from '../packages/api-client/src/mocks/browser';
import { forgetLastUser } from '../packages/portal-features/src/shared/session/lastUser';
import { StoryNotFoundContext } from '../packages/portal-features/src/shared/testing';
import { NotFoundPage } from '../packages/portal-features/src/status/routes';
import '../packages/ui/src/theme/theme.css';
// The app's self-hosted faces, so stories (and their screenshots) render in the portal's type.
import '../apps/portal/src/fonts.css';
// The second theme's face (Staub Ingredients, .storybook/theme.tsx), so designers see that brand as it is; a
// face is only fetched when a story in that theme draws text.
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/700.css';
import {
  localeGlobalType,
  reviewInitialGlobals,
  reviewLoader,
  roleGlobalType,
  viewportOptions,
  withLocale,
  withRole,
} from './review';
import { themeGlobalType, withTheme } from './theme';

/** Where a role may not enter a story's page, the app's not-found page answers (StoryPortal's guard). */
const withNotFoundPage: Decorator = (Story) => (
  <StoryNotFoundContext value={<NotFoundPage />}>
    <Story />
  </StoryNotFoundContext>
);

const preview: Preview = {
  // The design system's theme, switched in the toolbar (.storybook/theme.tsx); locale, role and viewport for
  // reviewing a state (.storybook/review.tsx). Globals live in the URL; the defaults are what the tests assert.
  globalTypes: { theme: themeGlobalType, locale: localeGlobalType, role: roleGlobalType },
  initialGlobals: { theme: 'kundenportal', ...reviewInitialGlobals },
  decorators: [withTheme, withLocale, withRole, withNotFoundPage],
  // The mock backend answers under /api in every story; `parameters.msw.handlers` of a story come first.
  loaders: [
    mswLoader(async () => {
      const worker = createMockWorker('/api');
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
      return worker;
    }),
    reviewLoader,
  ],
  // Every story starts without a remembered customer choice (per tab in sessionStorage, the last one in
  // localStorage, per user) and without an earlier story's last known user (a story's user is its own, and a
  // story of the user loading or failing waits for it), and unthrottled: the stories share one mock backend, and
  // the failed logins and spent links of earlier stories must not make a later one wait (mocks/throttle.ts).
  beforeEach() {
    forgetAllAttempts(getMockDb());
    forgetLastUser();
    for (const storage of [localStorage, sessionStorage]) {
      for (const key of Object.keys(storage)) {
        if (key.startsWith('kundenportal.customer.')) storage.removeItem(key);
      }
    }
  },
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    viewport: { options: viewportOptions },
    // On a docs page every story in a frame of its own: the portal's screens each need their own mock backend –
    // inline, the stories of a page shared one (its data and every story's overrides at once, so an error
    // story's 500 showed in all of them). The design system's stories, which need none, are drawn inline.
    docs: { story: { inline: false, height: '640px' } },
  },
  tags: ['autodocs'],
};
export default preview;
