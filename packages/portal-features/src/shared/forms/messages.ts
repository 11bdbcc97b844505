import { defineMessage, defineMessages } from '@formatjs/intl';

/** Messages of the text rules every form shares. */
export const textMessages = defineMessages({
  hiddenCharacters: {
    id: 'forms.validation.hiddenCharacters',
    defaultMessage:
      'Die Eingabe enthält unsichtbare Steuerzeichen (z. B. aus einer kopierten Vorlage). Bitte geben Sie sie erneut ein.',
  },
});

/** A text box's counter against its limit (contact message, quick order). */
export const characterCount = defineMessage<{ count: number; max: number }>({
  id: 'forms.characterCount',
  defaultMessage: '{count, number} von {max, number} Zeichen',
});

/** The password messages of spec §5, shared by registration and the password change. */
export const passwordMessages = defineMessages({
  passwordRule: {
    id: 'forms.validation.passwordRule',
    defaultMessage:
      'Das Passwort muss mindestens 8 Zeichen lang sein und einen Buchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
  },
  passwordMismatch: {
    id: 'forms.validation.passwordMismatch',
    defaultMessage: 'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
  },
});
