/** What config.json names for this deployment's legal pages and support, in the portal's current locale. */
import { localized } from '../config';
import { useLocale } from '../i18n';
import { useRuntimeConfig } from '../services';

export interface LegalLinks {
  /** Undefined while not known: in the prerendered markup and when config.json cannot be used. */
  privacy?: string;
  imprint?: string;
}

export function useLegalLinks(): LegalLinks {
  const { legal } = useRuntimeConfig();
  const locale = useLocale();
  return {
    privacy: localized(legal.privacyUrl, locale) || undefined,
    imprint: localized(legal.imprintUrl, locale) || undefined,
  };
}

export interface ShownSupportContact {
  email: string;
  phone?: string;
  hours?: string;
}

/** The support contact, or undefined while not known (prerendered markup, a config.json that cannot be used). */
export function useSupportContact(): ShownSupportContact | undefined {
  const { support } = useRuntimeConfig();
  const locale = useLocale();
  if (!support.email) return undefined;
  const hours = support.hours === undefined ? '' : localized(support.hours, locale);
  return {
    email: support.email,
    ...(support.phone ? { phone: support.phone } : {}),
    ...(hours ? { hours } : {}),
  };
}
