import { ComboBoxFallback } from '@kundenportal/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from '../i18n';
import type { CustomerComboBoxProps } from './CustomerComboBox';
import { customerComboBoxMessages } from './customerComboBoxMessages';
import { customerOptions, useCustomerOptions } from './customerOptions';
import { useSession } from './SessionProvider';

const CustomerComboBox = lazy(async () => ({
  default: (await import('./CustomerComboBox')).CustomerComboBox,
}));

/**
 * The customer combobox for a page that shows it only in some states (a page asking for a company first,
 * the profile of a user with several): react-aria's combobox, popover and list box load with it, not with
 * every visit of the page. Until they are in, the same-looking fallback holds its place and shows the choice.
 */
export function DeferredCustomerComboBox(props: CustomerComboBoxProps) {
  const intl = useIntl();
  const { user, customerId } = useSession();
  const allOptions = useCustomerOptions();
  const options = props.companiesOnly ? customerOptions(user?.customers ?? []) : allOptions;
  return (
    <Suspense
      fallback={
        <ComboBoxFallback
          label={props.label}
          description={props.description}
          selected={options.find((option) => option.id === customerId)}
          placeholder={intl.formatMessage(customerComboBoxMessages.placeholder)}
        />
      }
    >
      <CustomerComboBox {...props} />
    </Suspense>
  );
}
