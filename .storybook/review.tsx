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
  type StoryRole,
  storyRoleOf,
  storyRoles,
} from '../packages/portal-features/src/shared/testing/storyGlobals';
import { rolesThatSee, screenPageOf } from '../packages/portal-features/src/shared/testing/storyRoleAccess';

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
  /**
   * The desktop layout in a 1366 window: the manager puts a viewport 59 px in from the canvas's edges, so 1366
   * never fits a 1366 window, and beside the sidebar (300 px) the canvas is 1066 – room for 1007, below the
   * desktop layout's 1200. Without the sidebar (Alt S, or `&nav=false` in a link) 1280 fits
   * (scripts/storybook-check.mjs measures it).
   */
  desktopInWindow: {
    name: 'Desktop 1280 (a 1366 window, sidebar hidden)',
    styles: { width: '1280px', height: '720px' },
    type: 'desktop',
  },
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
/** The runner's width (Storybook's test default), which a story without a width of its own is tested at. */
const storyTestWidth = '1200px';
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
 * What the story tests run a story in – each a value, `rotate` or unset:
 * - `VITE_STORY_LOCALE`: one of the seven locales, or `rotate` (each story in one, by its id); unset: German.
 * - `VITE_STORY_VIEWPORT`: `phone` or `desktop`, or `rotate`; unset: the runner's 1200 px.
 * - `VITE_STORY_ROLE`: a toolbar role, or `rotate` (each screen story as one of the roles that may open its
 *   page); unset: each story's own login.
 * `npm test` rotates all three (scripts/test.mjs): every locale × width × role covered at the cost of one run, and a
 * story that works only in German, only at desktop width or only as its own user fails. A designer's full check
 * in one of them: `VITE_STORY_LOCALE=pl VITE_STORY_VIEWPORT=phone npm run test:stories`.
 */
const testChoice = {
  locale: import.meta.env.VITE_STORY_LOCALE as string | undefined,
  viewport: import.meta.env.VITE_STORY_VIEWPORT as string | undefined,
  role: import.meta.env.VITE_STORY_ROLE as string | undefined,
};

/** The widths a story rotates through: the toolbar's phone and desktop (their `globals.viewport` values). */
export const rotatedViewports = ['phone', 'desktop'] as const;
type RotatedViewport = (typeof rotatedViewports)[number];
const isRotatedViewport = (value: unknown): value is RotatedViewport =>
  rotatedViewports.includes(value as RotatedViewport);

/**
 * A story's share of the rotation, the same in every run: its id's hash read as mixed-radix digits – the locale
 * (the digit mod 7, as before the widths joined), then the width, then the role – so that stories spread evenly
 * over every locale × width × role. `VITE_STORY_ROTATION_LOG=1` prints each story's share as it runs.
 */
export function rotationOf(storyId: string) {
  let hash = 0;
  for (const char of storyId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const locale = locales[hash % locales.length] ?? defaultLocale;
  const rest = Math.floor(hash / locales.length);
  const viewport = rotatedViewports[rest % rotatedViewports.length] ?? 'desktop';
  return { locale, viewport, roleTurn: Math.floor(rest / rotatedViewports.length) };
}

/**
 * Why a story keeps its own login or width in the rotation (`parameters.review`, each the reason in words): the
 * width is then its `globals.viewport` or the runner's 1200 px. The toolbar still changes either for a designer.
 */
export interface ReviewParameters {
  ownLogin?: string;
  width?: string;
}

/** The roles that may open the page a screen story stands at (its guard, as the app's router applies it). */
function rolesForStory(originalStoryFn: unknown): readonly StoryRole[] {
  const page = screenPageOf(originalStoryFn);
  return page ? rolesThatSee(page) : [];
}

interface ReviewContext {
  id: string;
  tags: readonly string[];
  globals: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  originalStoryFn?: unknown;
}

function testedLocale({ id, tags, storyGlobals }: ReviewContext): unknown {
  if (!testChoice.locale || storyGlobals?.locale !== undefined) return undefined;
  if (tags.includes('german-text')) return defaultLocale;
  if (testChoice.locale === 'rotate') return rotationOf(id).locale;
  return isLocale(testChoice.locale) ? testChoice.locale : defaultLocale;
}

function testedViewport({ id, storyGlobals, parameters }: ReviewContext): RotatedViewport | undefined {
  const review = parameters?.review as ReviewParameters | undefined;
  if (!testChoice.viewport || storyGlobals?.viewport !== undefined || review?.width) return undefined;
  if (testChoice.viewport === 'rotate') return rotationOf(id).viewport;
  return isRotatedViewport(testChoice.viewport) ? testChoice.viewport : undefined;
}

function testedRole(context: ReviewContext): StoryRole | undefined {
  const review = context.parameters?.review as ReviewParameters | undefined;
  if (!testChoice.role || context.storyGlobals?.role !== undefined || review?.ownLogin) return undefined;
  const allowed = rolesForStory(context.originalStoryFn);
  if (testChoice.role === 'rotate') return allowed[rotationOf(context.id).roleTurn % allowed.length];
  const chosen = storyRoleOf(testChoice.role);
  return chosen && allowed.includes(chosen) ? chosen : undefined;
}

/**
 * The globals a story renders with. Outside the tests: the toolbar's. In the story tests: what the variables
 * above give it – a story that fixes a global (`globals`) keeps it, one tagged `german-text` (it asserts a
 * specification text word for word) runs in German, and a story that declares why it keeps its own login or
 * width (`parameters.review`) keeps that. The role is only rotated where a screen stands at a logged-in page
 * (`renderScreen`), among the roles its guard lets in; the story's login becomes that role's (`storyLogin`), as
 * the toolbar's Role does.
 */
export function reviewGlobals(context: ReviewContext): Record<string, unknown> {
  const { globals } = context;
  if (!inStoryTests) return globals;
  const locale = testedLocale(context);
  const viewport = testedViewport(context);
  const role = testedRole(context);
  // A story that keeps its width gets none of its own, not the width the story before it was given (the story
  // tests share one page and its globals: after a phone story it drew the phone's header – a fixed-width sweep
  // found it; in the rotation it depended on the order).
  const keepsWidth =
    testChoice.viewport !== undefined &&
    context.storyGlobals?.viewport === undefined &&
    (context.parameters?.review as ReviewParameters | undefined)?.width !== undefined;
  return {
    ...globals,
    ...(locale === undefined ? {} : { locale }),
    ...(viewport
      ? { viewport: { value: viewport, isRotated: false } }
      : keepsWidth
        ? { viewport: { isRotated: false } }
        : {}),
    ...(role ? { role } : {}),
  };
}

/**
 * The test runner's page at the rotated width, as the toolbar's viewport sets the preview's frame (Storybook's
 * Vitest plugin sized it from the story's own globals before the story started; vitest.setup.ts hands the
 * resizer in). The height stays the runner's (`storyTestHeight` above says why).
 */
let resizeTestPage: ((width: number, height: number) => Promise<void>) | undefined;
export function setTestPageResizer(resize: (width: number, height: number) => Promise<void>) {
  resizeTestPage = resize;
}

async function sizeTestPage(globals: Record<string, unknown>, storyGlobals: Record<string, unknown> = {}) {
  const viewport = (globals.viewport as { value?: unknown } | undefined)?.value;
  if (!resizeTestPage || !testChoice.viewport || storyGlobals.viewport !== undefined) return;
  // A story that keeps its width (`parameters.review`) gets the runner's 1200 again, not the width the story
  // before it left on the shared page (a phone's: its header was the phone's – found by a fixed-width sweep).
  const width = isRotatedViewport(viewport) ? deviceViewports[viewport].styles.width : storyTestWidth;
  await resizeTestPage(Number.parseInt(width, 10), Number.parseInt(storyTestHeight, 10));
}

/**
 * Hands locale and role to the story helpers before the story's own loaders log in (project loaders run
 * first) and loads the locale's texts.
 */
export const reviewLoader: Loader = async (context) => {
  const globals = reviewGlobals(context);
  if (import.meta.env.VITE_STORY_ROTATION_LOG)
    console.log(
      `[rotation] ${context.id} ${globals.locale} ${JSON.stringify(globals.viewport)} ${globals.role}`,
    );
  await sizeTestPage(globals, context.storyGlobals);
  await applyStoryGlobals(globals);
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
