// The portal's locales for the scripts, read from the one list in the app's code (shared/i18n/locales.ts).
import { readFileSync } from 'node:fs';

const source = readFileSync(
  new URL('../packages/portal-features/src/shared/i18n/locales.ts', import.meta.url),
  'utf8',
);
const list = /export const locales = \[([^\]]+)\] as const/.exec(source);
if (!list)
  throw new Error('shared/i18n/locales.ts no longer declares `export const locales = [...] as const`');

/** Default locale first. */
export const locales = [...list[1].matchAll(/'([a-z]{2})'/g)].map((match) => match[1]);
