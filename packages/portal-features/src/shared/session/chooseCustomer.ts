/**
 * The one way every control that changes the customer does it and says so. Apart from the combobox, so the
 * layout's acting-for banner can use it without bringing the combobox into every page's entry.
 */
import { defineMessage, defineMessages } from '@formatjs/intl';
import { useCallback } from 'react';
import { useIntl } from '../i18n';
import { useNotify } from '../services';
import { staffCustomerId } from './permissions';
import { useSession } from './SessionProvider';

const messages = defineMessages({
  changedToStaffView: {
    id: 'session.customerChoice.changedToStaffView',
    defaultMessage: 'Sie arbeiten jetzt in der Mitarbeiteransicht.',
  },
});
const changedMessage = defineMessage<{ company: string }>({
  id: 'session.customerChoice.changed',
  defaultMessage: 'Sie arbeiten jetzt für {company}.',
});

/** Makes `id` the chosen company (`staffCustomerId` or undefined: the staff view) and confirms it by a notice. */
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
