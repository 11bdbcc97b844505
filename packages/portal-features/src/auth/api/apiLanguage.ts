import type { Language } from '@kundenportal/api-client';
import type { Locale } from '../../shared/i18n';
import { registrationLanguages } from '../registration/registrationSchema';

/** The backend writes its e-mails in the API's languages only; any other portal locale gets the German fallback. */
export function apiLanguage(locale: Locale): Language {
  return (registrationLanguages as readonly string[]).includes(locale) ? (locale as Language) : 'de';
}
