/**
 * The toolbar a designer reviews states with: locale, viewport and the signed-in role. Each choice is a global,
 * so it is kept in the URL (`&globals=locale:pl;viewport:phone;role:sales`) and a link shows one state.
 * The defaults change nothing: German, the full canvas, each story's own login – what the play tests assert.
 */
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { FORCE_REMOUNT } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { LocaleProvider } from '../packages/portal-features/src/shared/i18n/LocaleProvider';
import { languageNames } from '../packages/portal-features/src/shared/i18n/languageNames';
import { defaultLocale, isLocale, locales } from '../packages/portal-features/src/shared/i18n/locales';
import {
  appliedStoryRole,
  applyStoryGlobals,
  ownLogin,
  storyRoleOf,
  storyRoles,
} from '../packages/portal-features/src/shared/testing/storyGlobals';

type GlobalType = NonNullable<Preview['globalTypes']>[string];

/** "Locale": every story's texts (feature screens) and react-aria's own labels and formats (every story). */
export const localeGlobalType: GlobalType = {
  description: 'Language of the texts, formats and react-aria labels',
  toolbar: {
    title: 'Locale',
    icon: 'globe',
    items: locales.map((locale) => ({ value: locale, title: languageNames[locale], right: locale })),
    dynamicTitle: true,
  },
};

/** "Role": whom a feature screen's story logs in as, instead of its own demo user (see README's demo logins). */
export const roleGlobalType: GlobalType = {
  description: 'Signed-in user of feature screens that log in',
  toolbar: {
    title: 'Role',
    icon: 'user',
    items: [
      { value: ownLogin, title: "The story's own login" },
      ...Object.entries(storyRoles).map(([value, { title, email }]) => ({ value, title, right: email })),
    ],
    dynamicTitle: true,
  },
};

export const reviewInitialGlobals = { locale: defaultLocale, role: ownLogin };

/** The viewports with each device's real size: what the toolbar offers a designer. */
const deviceViewports = {
  mobile1: { name: 'Small phone 320', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  mobile2: { name: 'Large phone 414', styles: { width: '414px', height: '896px' }, type: 'mobile' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  tabletLandscape: { name: 'Tablet 1024', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
} as const;

/**
 * Story tests that share a page (Vitest without isolation; vitest.config.ts) meet react-aria's module state
 * about the on-screen keyboard: a window that gets 100 px or more shorter looks to it like a keyboard opening, and it then holds
 * modals and popovers at opacity 0 until the "keyboard" settles (up to 600 ms, longer while a text field has
 * focus). After a phone story, the next file's dialogs and lists were invisible to its assertions. In the
 * tests every viewport therefore keeps the runner's height (900, Storybook's test default); the widths –
 * what the layouts answer to – are the devices'.
 */
const storyTestHeight = '900px';
const inStoryTests = Boolean((globalThis as { __vitest_browser__?: unknown }).__vitest_browser__);

/**
 * Storybook's built-in viewport menu with the widths to review (`globals=viewport:phone`). Two of Storybook's
 * default sizes stay beside them: stories fix `mobile1` (320) and `mobile2` (414) for their tests.
 */
export const viewportOptions = inStoryTests
  ? Object.fromEntries(
      Object.entries(deviceViewports).map(([id, viewport]) => [
        id,
        { ...viewport, styles: { ...viewport.styles, height: storyTestHeight } },
      ]),
    )
  : deviceViewports;

/**
 * Which locale the story tests run a story in. `rotate`: each story in one of the seven, assigned by its id, so
 * one run covers every locale at the cost of one; a locale: every story in it (a designer's full check, e.g.
 * `VITE_STORY_LOCALE=pl npm run test:stories`); unset: German, the toolbar's default.
 */
const testLocale = import.meta.env.VITE_STORY_LOCALE as string | undefined;

/** A story's share of the rotation: the same locale for the same story in every run. */
function rotatedLocale(storyId: string) {
  let hash = 0;
  for (const char of storyId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return locales[hash % locales.length] ?? defaultLocale;
}

interface ReviewContext {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
}

/**
 * The globals a story renders with. Outside the tests: the toolbar's. In the story tests a story that fixes its
 * locale keeps it, one tagged `german-text` (it asserts a specification text word for word) runs in German, and
 * every other one in the locale `VITE_STORY_LOCALE` gives it.
 */
export function reviewGlobals({ id, tags, globals, storyGlobals }: ReviewContext): Record<string, unknown> {
  if (!inStoryTests || !testLocale || storyGlobals?.locale !== undefined) return globals;
  if (tags.includes('german-text')) return { ...globals, locale: defaultLocale };
  const locale =
    testLocale === 'rotate' ? rotatedLocale(id) : isLocale(testLocale) ? testLocale : defaultLocale;
  return { ...globals, locale };
}

/**
 * Hands locale and role to the story helpers before the story's own loaders log in (project loaders run
 * first) and loads the locale's texts.
 */
export const reviewLoader: Loader = async (context) => {
  await applyStoryGlobals(reviewGlobals(context));
  return {};
};

/**
 * "Role" applies at once, as "Locale" does: the login happens in the story's loaders, which Storybook runs only
 * when a story mounts – so a role other than the one they logged in as remounts the story (loaders included).
 */
export const withRole: Decorator = (Story, { id, globals, viewMode }) => {
  const chosen = storyRoleOf(globals.role);
  if (!inStoryTests && viewMode === 'story' && chosen !== appliedStoryRole() && remounting !== id) {
    remounting = id;
    addons.getChannel().emit(FORCE_REMOUNT, { storyId: id });
  } else if (chosen === appliedStoryRole()) remounting = undefined;
  return <Story />;
};
/** The story being remounted for a new role: asked once, not on every render until the loaders ran again. */
let remounting: string | undefined;

/** react-aria's I18nProvider (via the app's LocaleProvider) and the document's language for every story. */
export const withLocale: Decorator = (Story, context) => {
  const { locale: chosen } = reviewGlobals(context);
  const locale = isLocale(chosen) ? chosen : defaultLocale;
  document.documentElement.lang = locale;
  return (
    <LocaleProvider locale={locale}>
      <Story />
    </LocaleProvider>
  );
};
