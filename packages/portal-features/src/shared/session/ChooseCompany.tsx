import { defineMessages } from '@formatjs/intl';
import { EmptyState } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';
import { DeferredCustomerComboBox } from './DeferredCustomerComboBox';
import { useSession } from './SessionProvider';

const messages = defineMessages({
  explanation: {
    id: 'session.chooseCompany.explanation',
    defaultMessage: 'Diese Seite gehört zu einer Firma. Wählen Sie die Firma, für die Sie arbeiten möchten.',
  },
  label: { id: 'session.chooseCompany.label', defaultMessage: 'Firma' },
});

/**
 * For pages of one company (basket, favourites, my products) while none is chosen – the staff view or a user
 * without a company (spec §2 "company must be chosen first"): says so and offers the companies right here.
 */
export function ChooseCompany({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const { user } = useSession();
  const hasCompanies = (user?.customers.length ?? 0) > 0;
  return (
    <EmptyState
      title={intl.formatMessage(commonMessages.chooseCompanyFirst)}
      headingLevel={headingLevel}
      icon="users"
      action={
        hasCompanies ? (
          <DeferredCustomerComboBox label={intl.formatMessage(messages.label)} companiesOnly />
        ) : undefined
      }
    >
      {intl.formatMessage(messages.explanation)}
    </EmptyState>
  );
}
