export {
  type LanguageOption,
  LanguageSwitch,
  type LanguageSwitchProps,
  type LanguageSwitchVariant,
  languageSwitchVariants,
} from './LanguageSwitch';
