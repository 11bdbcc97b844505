import type { MessageDescriptor } from '@formatjs/intl';
import type { RegistrationReason } from '@kundenportal/api-client';
import { Select, TextArea, TextField } from '@kundenportal/ui';
import { useMemo } from 'react';
import { countries, countryOptions } from '../../domain/countries';
import { reasonLabels } from '../../domain/registrationAnswers';
import { useRoleLabel } from '../../domain/roles';
import type { SchemaForm } from '../../shared/forms';
import { useIntl, useLocale } from '../../shared/i18n';
import * as styles from '../auth.css';
import { registrationMessages as m } from '../messages';
import {
  type RegistrationField,
  type RegistrationValues,
  registrationClients,
  registrationReasons,
  requestableRoles,
} from './registrationSchema';
import type { RegistrationFields } from './useRegistrationFields';

/** The text a reason needs, labelled for what to write. */
const detailsLabels: Partial<Record<RegistrationReason, MessageDescriptor>> = {
  order: m.detailsOrder,
  sdb: m.detailsSdb,
  misc: m.detailsMisc,
};

/**
 * The registration's company part: customer number and sales areas or the reason and its details (by customer
 * type), the company, the client asked for, the role wished for, country and post code.
 */
export function RegistrationCompanyFields({
  form,
  fields,
  autoFocus,
}: {
  form: SchemaForm<RegistrationValues, RegistrationField>;
  fields: RegistrationFields;
  autoFocus: boolean;
}) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const locale = useLocale();
  const roleLabel = useRoleLabel();
  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  const { shown, textProps, choiceProps } = fields;
  const { values } = form;
  const detailsLabel = values.reason === '' ? undefined : detailsLabels[values.reason];

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(m.companySection)}</legend>
      {shown('customerNumber') && (
        <TextField
          autoFocus={autoFocus}
          label={t(m.customerNumber)}
          description={t(m.customerNumberHint)}
          {...textProps('customerNumber')}
        />
      )}
      {shown('salesAreas') && (
        <TextField label={t(m.salesAreas)} description={t(m.salesAreasHint)} {...textProps('salesAreas')} />
      )}
      {shown('reason') && (
        <Select
          label={t(m.reason)}
          items={registrationReasons.map((reason) => ({ id: reason, label: t(reasonLabels[reason]) }))}
          {...choiceProps('reason', registrationReasons)}
        />
      )}
      {shown('additionalInfo') && detailsLabel && (
        <TextArea label={t(detailsLabel)} rows={3} {...textProps('additionalInfo')} />
      )}
      <TextField label={t(m.companyName)} autoComplete="organization" {...textProps('companyName')} />
      <Select
        label={t(m.client)}
        description={t(m.clientHint)}
        items={registrationClients.map((client) => ({ id: client, label: roleLabel(client) }))}
        {...choiceProps('client', registrationClients)}
      />
      {shown('requestedRole') && (
        <Select
          label={t(m.requestedRole)}
          description={t(m.requestedRoleHint)}
          items={requestableRoles.map((role) => ({ id: role, label: roleLabel(role) }))}
          {...choiceProps('requestedRole', requestableRoles)}
        />
      )}
      {shown('country') && (
        <div className={styles.pair}>
          <Select label={t(m.country)} items={countryItems} {...choiceProps('country', countries)} />
          <TextField label={t(m.zip)} autoComplete="postal-code" {...textProps('zip')} />
        </div>
      )}
    </fieldset>
  );
}
