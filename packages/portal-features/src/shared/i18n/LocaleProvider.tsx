import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type Locale, localizedPath, splitLocale, writeLocaleCookie } from './locales';

const LocaleContext = createContext<Locale>('de');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
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
