export { type CompiledMessages, IntlProvider, useIntl } from './IntlProvider';
export { loadMessages } from './loadMessages';
export {
  defaultLocale,
  isLocale,
  type Locale,
  localeCookie,
  localePrefix,
  localizedPath,
  locales,
  readLocaleCookie,
  splitLocale,
  writeLocaleCookie,
} from './locales';
export { LocaleProvider, useLocale, useLocalizedPath, useSwitchLocale } from './LocaleProvider';
