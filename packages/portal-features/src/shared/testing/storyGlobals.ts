/**
 * Test-only: what a reviewer chose in Storybook's toolbar (globals `locale` and `role`), for the story helpers
 * that cannot see Storybook's context – `StoryPortal` renders with the locale, `createStoryServices` logs in as
 * the role. The preview's first loader sets both before a story's own loaders run (loaders run project first,
 * then component, then story), and again whenever a global changes (every re-render runs the loaders).
 */
import type { CompiledMessages } from '../i18n/IntlProvider';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

/** The toolbar's roles and the README's demo login each one signs in as. */
export const storyRoles = {
  customer: { title: 'Customer (one company)', email: 'kunde@kundenportal.example' },
  threeCompanies: { title: 'Customer with three companies', email: 'einkauf@kundenportal.example' },
  sales: { title: 'Sales staff', email: 'vertrieb@kundenportal.example' },
  admin: { title: 'Admin', email: 'admin@kundenportal.example' },
} as const;
export type StoryRole = keyof typeof storyRoles;

/** The `role` global's value that keeps each story's own login (the default, so the tests are unchanged). */
export const ownLogin = 'story';

const isStoryRole = (value: unknown): value is StoryRole =>
  typeof value === 'string' && Object.hasOwn(storyRoles, value);

// German is eager: every test run renders it, and a story must not wait for it. The others load on demand.
const germanChunks = import.meta.glob<CompiledMessages>('../i18n/compiled/de/*.json', {
  import: 'default',
  eager: true,
});
const otherChunks = import.meta.glob<CompiledMessages>(
  ['../i18n/compiled/*/*.json', '!../i18n/compiled/de/*'],
  {
    import: 'default',
  },
);

/** Stories render any screen at once: every chunk of a locale, merged. */
const germanCatalog: CompiledMessages = Object.assign({}, ...Object.values(germanChunks));
const catalogs = new Map<Locale, CompiledMessages>([['de', germanCatalog]]);

async function loadCatalog(locale: Locale): Promise<CompiledMessages> {
  const known = catalogs.get(locale);
  if (known) return known;
  const prefix = `../i18n/compiled/${locale}/`;
  const chunks = await Promise.all(
    Object.entries(otherChunks)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, load]) => load()),
  );
  const catalog: CompiledMessages = Object.assign({}, ...chunks);
  catalogs.set(locale, catalog);
  return catalog;
}

let current: { locale: Locale; role: StoryRole | undefined } = { locale: defaultLocale, role: undefined };

/** Takes the story's globals (the preview's loader calls this); loads the locale's texts before the story renders. */
export async function applyStoryGlobals(globals: Record<string, unknown>): Promise<void> {
  const locale = isLocale(globals.locale) ? globals.locale : defaultLocale;
  await loadCatalog(locale);
  current = { locale, role: isStoryRole(globals.role) ? globals.role : undefined };
}

/** The role the loaders logged in as (undefined: each story's own login) – to tell when the toolbar changed it. */
export const appliedStoryRole = (): StoryRole | undefined => current.role;

/** The toolbar's `role` global as a role, or undefined for each story's own login. */
export const storyRoleOf = (value: unknown): StoryRole | undefined =>
  isStoryRole(value) ? value : undefined;

/** The locale chosen in the toolbar (German unless a reviewer or a story's `globals` chose another). */
export const storyLocale = (): Locale => current.locale;

/** Every text of a locale: German, or the toolbar's locale (`applyStoryGlobals` loaded it). */
export const storyMessages = (locale: Locale): CompiledMessages => catalogs.get(locale) ?? germanCatalog;

/**
 * Whom a story logs in as: its own demo user, unless the toolbar chose a role – then that role's. A story
 * without a login stays logged out (its screen does not depend on a user).
 */
export function storyLogin(own: string | undefined): string | undefined {
  if (!own || !current.role) return own;
  return storyRoles[current.role].email;
}
