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

/** The notices of a change (exported for the stories, which expect them in their locale). */
export const customerChoiceMessages = defineMessages({
  changedToStaffView: {
    id: 'session.customerChoice.changedToStaffView',
    defaultMessage: 'Sie arbeiten jetzt in der Mitarbeiteransicht.',
  },
});
export const customerChangedMessage = defineMessage<{ company: string }>({
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
          ? intl.formatMessage(customerChangedMessage, { company: `${company.name} (${company.id})` })
          : intl.formatMessage(customerChoiceMessages.changedToStaffView),
        'success',
      );
    },
    [intl, notify, user, setCustomerId],
  );
}
