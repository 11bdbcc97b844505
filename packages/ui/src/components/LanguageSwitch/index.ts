export { type LanguageOption, LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
