/**
 * Which texts promise what an optional operation does (README, "Backend capabilities"): each is shown only when
 * the backend offers the operation, and its counterpart – the text saying how it goes without – only when it does
 * not. One declaration per text, by message id; a screen picks its text with `meetsNeed`, and
 * textNeeds.test.ts walks every catalog text of every locale for the words of a promise (`promiseMarkers`), so a
 * new text that promises a login link or an address confirmation without a declaration here fails the run.
 */
import type { OptionalOperation } from '@kundenportal/api-client';
import type { Locale } from '../i18n/locales';

/** Shown only with the operation (`with`), or only without it (`without`: the way it goes instead). */
export type TextNeed = { with: OptionalOperation } | { without: OptionalOperation };

export const textNeeds: Readonly<Record<string, TextNeed>> = {
  // The link login and the reset link (which logs in by it): LoginForm, MagicLinkPage, AuthDialogs.
  'auth.login.magicLink': { with: 'loginWithMagicLink' },
  'auth.loginPage.expired': { with: 'loginWithMagicLink' },
  'auth.loginPage.requestNew': { with: 'loginWithMagicLink' },
  'auth.magicLink.lead': { with: 'loginWithMagicLink' },
  'auth.magicLink.submit': { with: 'loginWithMagicLink' },
  'auth.magicLink.success': { with: 'loginWithMagicLink' },
  'auth.magicLink.title': { with: 'loginWithMagicLink' },
  'auth.resetPassword.lead': { with: 'loginWithMagicLink' },
  'auth.resetPassword.submit': { with: 'loginWithMagicLink' },
  'auth.resetPassword.success': { with: 'loginWithMagicLink' },
  'auth.withoutLink.forgotPassword': { without: 'loginWithMagicLink' },
  'auth.withoutLink.title': { without: 'loginWithMagicLink' },
  'auth.withoutLink.unavailable': { without: 'loginWithMagicLink' },
  'faq.support.password.a': { with: 'loginWithMagicLink' },
  'faq.support.password.a.withoutLink': { without: 'loginWithMagicLink' },
  // The confirmation of the e-mail address (double opt-in): ActivationPage, the dialogs after it, the registration
  // form's lead and the dialog after registering (RegisteredDialog: its 'next' is the review "after" confirming).
  'auth.activation.checking': { with: 'confirmRegistration' },
  'auth.activation.elsewhere': { without: 'confirmRegistration' },
  'auth.doubleOptIn.text': { with: 'confirmRegistration' },
  'auth.doubleOptIn.title': { with: 'confirmRegistration' },
  'auth.registered.next': { with: 'confirmRegistration' },
  'auth.registered.text': { with: 'confirmRegistration' },
  'auth.registered.withoutConfirmation': { without: 'confirmRegistration' },
  'auth.registration.lead': { with: 'confirmRegistration' },
  'auth.registration.lead.withoutConfirmation': { without: 'confirmRegistration' },
  'faq.basics.access.a': { with: 'confirmRegistration' },
  'faq.basics.access.a.withoutConfirmation': { without: 'confirmRegistration' },
};

/**
 * Texts that name a function in the words of a promise but promise nothing – shown with and without it – with
 * why; the sweep accepts them only from this list.
 */
export const mentionsWithoutPromise: Readonly<Record<string, string>> = {
  'auth.activation.title':
    'the /activation page’s heading in both states: without the operation it says the supplier confirms',
  'auth.registration.emailConfirmation':
    'the registration form’s field "repeat the e-mail address" (French says "confirm")',
};

/** Whether a text may be shown, given what the backend offers. A text with no declaration promises nothing. */
export function meetsNeed(id: string, offers: (operation: OptionalOperation) => boolean): boolean {
  const need = textNeeds[id];
  if (!need) return true;
  return 'with' in need ? offers(need.with) : !offers(need.without);
}

/**
 * The words that make a text a promise of an operation, per locale: a catalog text matching one must be declared
 * in `textNeeds` (or `mentionsWithoutPromise`).
 */
export const promiseMarkers: Partial<Record<OptionalOperation, Record<Locale, RegExp>>> = {
  loginWithMagicLink: {
    de: /login-link/i,
    en: /login link/i,
    es: /enlace de inicio de sesión/i,
    fr: /lien de connexion/i,
    nl: /inloglink/i,
    pl: /link\w* do logowania/i,
    it: /link di accesso/i,
  },
  confirmRegistration: {
    de: /\b72\b|bestätig.*E-Mail-Adresse|E-Mail-Adresse.*bestätig/i,
    en: /\b72\b|confirm.*e-?mail address|e-?mail address.*confirm/i,
    es: /\b72\b|confirm.*dirección de correo|dirección de correo.*confirm/i,
    fr: /\b72\b|confirm.*adresse e-mail|adresse e-mail.*confirm/i,
    nl: /\b72\b|bevestig.*e-mailadres|e-mailadres.*bevestig/i,
    pl: /\b72\b|potwierd.*adres\w* e-mail|adres\w* e-mail.*potwierd/i,
    it: /\b72\b|conferm.*indirizzo e-mail|indirizzo e-mail.*conferm/i,
  },
};
