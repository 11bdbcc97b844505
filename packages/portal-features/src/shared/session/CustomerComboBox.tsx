/**
 * The one searchable choice of the customer company – in header, side menu, profile and wherever a page
 * asks for a company first. Built for staff who may choose among thousands: the list renders the first 50
 * matches of a search over name and customer number. A change is confirmed by a notice.
 */
import { ComboBox, type ComboBoxOpenRequest } from '@kundenportal/ui';
import { useSyncExternalStore } from 'react';
import { useIntl } from '../i18n';
import { useChooseCustomer } from './chooseCustomer';
import { type CustomerFieldPlace, useCustomerChoiceRequests } from './customerChoiceRequest';
import { customerComboBoxMessages, customerRefineMessage as refineMessage } from './customerComboBoxMessages';
import { customerOptions, useCustomerOptions } from './customerOptions';
import { useSession } from './SessionProvider';

const messages = customerComboBoxMessages;

/** The request waiting for the customer field in `place`, if any (see customerChoiceRequest.tsx). */
function useCustomerChoiceRequest(place: CustomerFieldPlace | undefined): ComboBoxOpenRequest | undefined {
  const requests = useCustomerChoiceRequests();
  const id = useSyncExternalStore(requests.subscribe, requests.pending, () => 0);
  if (id === 0 || place === undefined || requests.pendingPlace() !== place) return undefined;
  return { id, claim: () => requests.claim(id) };
}

export interface CustomerComboBoxProps {
  label: string;
  description?: string;
  /** Only the user's companies, without the staff view (for pages that need a company). */
  companiesOnly?: boolean;
  /** After the change is made and confirmed, e.g. to leave a page the new choice cannot show. */
  onChosen?: (customerId: number) => void;
  /** The layout's fields say where they are, to answer "Kunden wählen" there; a page's field never does. */
  place?: CustomerFieldPlace;
}

export function CustomerComboBox({
  label,
  description,
  companiesOnly = false,
  onChosen,
  place,
}: CustomerComboBoxProps) {
  const intl = useIntl();
  const choose = useChooseCustomer();
  const { user, customerId } = useSession();
  const allOptions = useCustomerOptions();
  const options = companiesOnly ? customerOptions(user?.customers ?? []) : allOptions;
  const openRequest = useCustomerChoiceRequest(place);
  const value =
    customerId !== undefined && options.some((option) => option.id === customerId) ? customerId : null;

  return (
    <ComboBox
      label={label}
      description={description}
      items={options}
      value={value}
      placeholder={intl.formatMessage(messages.placeholder)}
      openRequest={openRequest}
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
