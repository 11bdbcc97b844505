import type { CompiledMessages } from './IntlProvider';
import type { Locale } from './locales';

// One chunk per locale: a visitor downloads only the catalog of the language they read.
const catalogs = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const load = catalogs[`./compiled/${locale}.json`];
  if (!load) throw new Error(`No message catalog for locale ${locale}`);
  return load();
}
