import { defineMessages } from '@formatjs/intl';

/**
 * The supplier's support contact (config.json `support`) wherever the portal shows it: the FAQ and contact
 * pages and the pages where a user is stuck. apps/portal/src/RootError.tsx carries copies (it may show when no
 * catalog can load); RootError.test.ts keeps them equal.
 */
export const supportMessages = defineMessages({
  title: { id: 'support.title', defaultMessage: 'Support' },
  stuck: {
    id: 'support.stuck',
    defaultMessage: 'Kommen Sie nicht weiter? Unser Support hilft Ihnen gern.',
  },
  email: { id: 'support.email', defaultMessage: 'E-Mail' },
  phone: { id: 'support.phone', defaultMessage: 'Telefon' },
  hours: { id: 'support.hours', defaultMessage: 'Erreichbar' },
});
