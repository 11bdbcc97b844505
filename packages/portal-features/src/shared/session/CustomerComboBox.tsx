/**
 * The one searchable choice of the customer company – in header, side menu, profile and wherever a page
 * asks for a company first. Built for staff who may choose among thousands: the list renders the first 50
 * matches of a search over name and customer number. A change is confirmed by a notice.
 */
import { defineMessage, defineMessages } from '@formatjs/intl';
import { ComboBox } from '@kundenportal/ui';
import { useCallback } from 'react';
import { useIntl } from '../i18n';
import { useNotify } from '../services';
import { customerOptions, useCustomerOptions } from './customerOptions';
import { staffCustomerId } from './permissions';
import { useSession } from './SessionProvider';

const messages = defineMessages({
  noMatch: { id: 'session.customerChoice.noMatch', defaultMessage: 'Keine Firma gefunden.' },
  changedToStaffView: {
    id: 'session.customerChoice.changedToStaffView',
    defaultMessage: 'Sie arbeiten jetzt in der Mitarbeiteransicht.',
  },
  placeholder: { id: 'session.customerChoice.placeholder', defaultMessage: 'Name oder Kundennummer' },
});

const refineMessage = defineMessage<{ shown: string; total: string }>({
  id: 'session.customerChoice.refine',
  defaultMessage:
    'Die ersten {shown} von {total} Firmen – grenzen Sie die Suche mit Name oder Kundennummer ein.',
});
const changedMessage = defineMessage<{ company: string }>({
  id: 'session.customerChoice.changed',
  defaultMessage: 'Sie arbeiten jetzt für {company}.',
});

/**
 * Makes `id` the chosen company (`staffCustomerId` or undefined: the staff view) and confirms the change by a
 * notice – the one way every control that changes the customer says so.
 */
export function useChooseCustomer() {
  const intl = useIntl();
  const notify = useNotify();
  const { user, setCustomerId } = useSession();
  return useCallback(
    (id: number | undefined) => {
      setCustomerId(id);
      const company =
        id === undefined || id === staffCustomerId
          ? undefined
          : user?.customers.find((customer) => customer.id === id);
      notify(
        company
          ? intl.formatMessage(changedMessage, { company: `${company.name} (${company.id})` })
          : intl.formatMessage(messages.changedToStaffView),
        'success',
      );
    },
    [intl, notify, user, setCustomerId],
  );
}

export interface CustomerComboBoxProps {
  label: string;
  description?: string;
  /** Only the user's companies, without the staff view (for pages that need a company). */
  companiesOnly?: boolean;
  /** After the change is made and confirmed, e.g. to leave a page the new choice cannot show. */
  onChosen?: (customerId: number) => void;
}

export function CustomerComboBox({
  label,
  description,
  companiesOnly = false,
  onChosen,
}: CustomerComboBoxProps) {
  const intl = useIntl();
  const choose = useChooseCustomer();
  const { user, customerId } = useSession();
  const allOptions = useCustomerOptions();
  const options = companiesOnly ? customerOptions(user?.customers ?? []) : allOptions;
  const value =
    customerId !== undefined && options.some((option) => option.id === customerId) ? customerId : null;

  return (
    <ComboBox
      label={label}
      description={description}
      items={options}
      value={value}
      placeholder={intl.formatMessage(messages.placeholder)}
      emptyText={intl.formatMessage(messages.noMatch)}
      refineText={(shown, total) =>
        intl.formatMessage(refineMessage, {
          shown: intl.formatNumber(shown),
          total: intl.formatNumber(total),
        })
      }
      onChange={(key) => {
        const id = Number(key);
        choose(id);
        onChosen?.(id);
      }}
    />
  );
}
