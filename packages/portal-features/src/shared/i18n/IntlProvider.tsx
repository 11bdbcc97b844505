import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from './locales';

/** Precompiled catalogs: message id → ICU AST, so the runtime needs no message parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const IntlContext = createContext<IntlShape | null>(null);
const cache = createIntlCache();

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale,
          messages,
          defaultLocale: 'de',
          // A missing message is caught by `npm test` (i18n check); at runtime, stay quiet and show the id.
          onError: (error) => {
            if (import.meta.env?.DEV) console.warn(error.message);
          },
        },
        cache,
      ),
    [locale, messages],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it.');
  return intl;
}
