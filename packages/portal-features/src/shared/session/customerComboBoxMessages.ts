import { defineMessages } from '@formatjs/intl';

/** The customer combobox's texts, apart from it: its fallback shows the placeholder before it loads. */
export const customerComboBoxMessages = defineMessages({
  noMatch: { id: 'session.customerChoice.noMatch', defaultMessage: 'Keine Firma gefunden.' },
  placeholder: { id: 'session.customerChoice.placeholder', defaultMessage: 'Name oder Kundennummer' },
});
