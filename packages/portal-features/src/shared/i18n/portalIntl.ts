/**
 * The portal's message formatter: intl-messageformat (formatjs' own formatter) over the precompiled catalogs,
 * with the browser's Intl for numbers and lists. The portal uses three of @formatjs/intl's fifteen formatters;
 * its `createIntl` bundles them all (2.9 KB gzip in every page's entry).
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from '@formatjs/intl';
import { type Formatters, formatToParts, IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

/** Precompiled catalogs: message id → ICU AST, so the runtime needs no message parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export type MessageValues = Record<string, PrimitiveType>;

export interface PortalIntl {
  readonly locale: string;
  /** The message in this locale; its id when the catalog lacks it (`npm test` checks every catalog). */
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatList(list: readonly string[], options?: Intl.ListFormatOptions): string;
}

const defaultLocale = 'de';

/**
 * Intl's formatters, made once per locale and options for the whole app: a list formats hundreds of values
 * with one, and a feature's texts arriving (a new catalog, a new `PortalIntl`) does not rebuild them.
 */
function memoised<Options, Formatter>(make: (locale?: string | string[], options?: Options) => Formatter) {
  const cache = new Map<string, Formatter>();
  return (locale?: string | string[], options?: Options) => {
    const key = JSON.stringify([locale, options]);
    const known = cache.get(key);
    if (known) return known;
    const formatter = make(locale, options);
    cache.set(key, formatter);
    return formatter;
  };
}
const numberFormat = memoised(
  (locale, options: Intl.NumberFormatOptions | undefined) => new Intl.NumberFormat(locale, options),
);
const formatters: Formatters = {
  getNumberFormat: numberFormat,
  getDateTimeFormat: memoised(
    (locale, options: Intl.DateTimeFormatOptions | undefined) => new Intl.DateTimeFormat(locale, options),
  ),
  getPluralRules: memoised(
    (locale, options: Intl.PluralRulesOptions | undefined) => new Intl.PluralRules(locale, options),
  ),
};
const listFormat = memoised(
  (locale, options: Intl.ListFormatOptions | undefined) => new Intl.ListFormat(locale, options),
);

/**
 * Formats a compiled message. Most are plain text and return it as is; the rest go through intl-messageformat's
 * formatter with the shared Intl formatters – no `IntlMessageFormat` object per message, whose constructor
 * resolves the locale and makes formatters of its own.
 */
function format(ast: MessageFormatElement[], locale: string, values: MessageValues | undefined): string {
  const [first] = ast;
  if (ast.length === 1 && first?.type === 0) return first.value;
  const parts = formatToParts(ast, locale, formatters, IntlMessageFormat.formats, values);
  return parts.map((part) => String(part.value)).join('');
}

export function createPortalIntl(
  locale: string,
  messages: CompiledMessages,
  onError: (message: string) => void = () => undefined,
): PortalIntl {
  return {
    locale,
    formatMessage({ id, defaultMessage }, values) {
      if (!id) return '';
      try {
        const message = messages[id];
        if (message) return format(message, locale, values);
        // Source texts stay in the code only outside production builds (tests, stories); the build strips them.
        if (typeof defaultMessage === 'string') {
          onError(`Missing message "${id}" for locale ${locale}, using the German source text`);
          return String(
            new IntlMessageFormat(defaultMessage, defaultLocale, undefined, { formatters }).format(values),
          );
        }
        onError(`Missing message "${id}" for locale ${locale}`);
        return id;
      } catch (error) {
        onError(`Cannot format message "${id}": ${(error as Error).message}`);
        return id;
      }
    },
    formatNumber: (value, options) => numberFormat(locale, options).format(value),
    formatList: (list, options) => listFormat(locale, options).format(list),
  };
}
