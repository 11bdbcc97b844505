import { defineMessages } from '@formatjs/intl';
import { EmptyState, Select } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';
import { customerOptions } from './customerOptions';
import { useSession } from './SessionProvider';

const messages = defineMessages({
  explanation: {
    id: 'session.chooseCompany.explanation',
    defaultMessage: 'Diese Seite gehört zu einer Firma. Wählen Sie die Firma, für die Sie arbeiten möchten.',
  },
  label: { id: 'session.chooseCompany.label', defaultMessage: 'Firma' },
  placeholder: { id: 'session.chooseCompany.placeholder', defaultMessage: 'Bitte wählen' },
});

/**
 * For pages of one company (basket, favourites, my products) while none is chosen – the staff view or a user
 * without a company (spec §2 "company must be chosen first"): says so and offers the companies right here.
 */
export function ChooseCompany({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const { user, setCustomerId } = useSession();
  const options = customerOptions(user?.customers ?? []);
  return (
    <EmptyState
      title={intl.formatMessage(commonMessages.chooseCompanyFirst)}
      headingLevel={headingLevel}
      icon="users"
      action={
        options.length > 0 ? (
          <Select
            label={intl.formatMessage(messages.label)}
            placeholder={intl.formatMessage(messages.placeholder)}
            items={options}
            value={null}
            onChange={(key) => {
              if (key !== null) setCustomerId(Number(key));
            }}
          />
        ) : undefined
      }
    >
      {intl.formatMessage(messages.explanation)}
    </EmptyState>
  );
}
