import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Locale } from './locales';
import { type CompiledMessages, createPortalIntl, type PortalIntl } from './portalIntl';

export type { CompiledMessages };

const IntlContext = createContext<PortalIntl | null>(null);

// A missing message is caught by `npm test` (i18n check); at runtime, stay quiet and show the id.
const warnInDevelopment = (message: string) => {
  if (import.meta.env?.DEV) console.warn(message);
};

export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const intl = useMemo(() => createPortalIntl(locale, messages, warnInDevelopment), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): PortalIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> above it.');
  return intl;
}
