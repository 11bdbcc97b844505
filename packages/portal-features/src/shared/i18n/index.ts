export { apiLanguage } from './apiLanguage';
export { type CompiledMessages, IntlProvider, useIntl } from './IntlProvider';
export { LocaleProvider, useLocale, useLocalizedPath, useSwitchLocale } from './LocaleProvider';
export { languageNameIn, languageNames } from './languageNames';
export { hasMessages, loadMessages, type MessageChunk, useMessages } from './loadMessages';
export {
  defaultLocale,
  isLocale,
  type Locale,
  localeCookie,
  localePrefix,
  locales,
  localizedPath,
  readLocaleCookie,
  splitLocale,
  writeLocaleCookie,
} from './locales';
export { createPortalIntl, type MessageValues, type PortalIntl } from './portalIntl';
