import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Locale, localizedPath, splitLocale, writeLocaleCookie } from './locales';

const LocaleContext = createContext<Locale>('de');

/**
 * react-aria's own strings (Close, Dismiss, date segments, "Empty") and formats follow the page's language, not
 * the browser's. The regions are the ones the app's Vite build keeps (optimize-locales); English as en-GB so
 * dates read day first as everywhere else in the portal.
 */
const ariaLocales: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  nl: 'nl-NL',
  pl: 'pl-PL',
  it: 'it-IT',
};

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LocaleContext.Provider value={locale}>
      <I18nProvider locale={ariaLocales[locale]}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** Turns a locale-free path ('/faq') into the link for the current locale ('/en/faq'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/** Goes to the same page in the chosen locale and remembers the choice for the next visit. */
export function useSwitchLocale(): (locale: Locale) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: Locale) => {
      writeLocaleCookie(locale);
      const { path } = splitLocale(location.pathname);
      navigate(`${localizedPath(path, locale)}${location.search}${location.hash}`);
    },
    [location, navigate],
  );
}
