import type { MessageDescriptor } from '@formatjs/intl';
import type { CustomerType, RegistrationReason } from '@kundenportal/api-client';
import { InlineAlert, PasswordField, RadioGroup, Select, TextArea, TextField } from '@kundenportal/ui';
import { useMemo, useState } from 'react';
import { countries, countryOptions } from '../../domain/countries';
import { reasonLabels, whereHeardLabels } from '../../domain/registrationAnswers';
import { useRoleLabel } from '../../domain/roles';
import { tooManyAttempts } from '../../shared/api';
import {
  fieldLimits,
  isOneOf,
  limitOf,
  PortalForm,
  SubmitButton,
  useSchemaForm,
  useSubmit,
} from '../../shared/forms';
import { apiLanguage, languageNameIn, useIntl, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import { createRegistration } from '../api/createRegistration';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { commonMessages as c, registrationMessages as m } from '../messages';
import { clearRegistrationDraft, saveRegistrationDraft, takeRegistrationDraft } from './registrationDraft';
import {
  customerTypes,
  emptyRegistration,
  isFieldRequired,
  isFieldShown,
  type RegistrationField,
  type RegistrationValues,
  registrationClients,
  registrationLanguages,
  registrationReasons,
  registrationSchema,
  requestableRoles,
  salutations,
  toRegistrationCreate,
  whereHeardOptions,
} from './registrationSchema';

const customerTypeLabels: Record<CustomerType, MessageDescriptor> = {
  existing_customer: m.existingCustomer,
  new_customer: m.newCustomer,
  employee: m.employee,
};
/** The text a reason needs, labelled for what to write. */
const detailsLabels: Partial<Record<RegistrationReason, MessageDescriptor>> = {
  order: m.detailsOrder,
  sdb: m.detailsSdb,
  misc: m.detailsMisc,
};
type TextValueField = {
  [F in RegistrationField]: RegistrationValues[F] extends string
    ? string extends RegistrationValues[F]
      ? F
      : never
    : never;
}[RegistrationField];
type ChoiceField =
  | 'reason'
  | 'country'
  | 'salutation'
  | 'language'
  | 'whereDidYouHearFrom'
  | 'client'
  | 'requestedRole';

export interface RegistrationFormProps {
  /** The request was stored and the confirmation e-mail sent. */
  onRegistered: () => void;
  autoFocus?: boolean;
}

/**
 * Self-registration as existing customer, new customer or employee (spec §3, §5). The fields follow the chosen
 * customer type; the backend's refusal is shown as its field errors, and what was typed stays.
 */
export function RegistrationForm({ onRegistered, autoFocus = false }: RegistrationFormProps) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const { close } = useAuthDialogs();
  const goOutOfService = useGoOutOfService();
  // Input left behind when the out-of-service page interrupted an earlier attempt comes back (not the passwords).
  const [restored] = useState(() => takeRegistrationDraft(emptyRegistration(apiLanguage(locale))));
  const form = useSchemaForm(registrationSchema, restored ?? emptyRegistration(apiLanguage(locale)), {
    keepAsTyped: ['password', 'passwordConfirmation'],
    serverPrefix: 'registration',
  });
  const { values } = form;
  const [serverError, setServerError] = useState<string>();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const roleLabel = useRoleLabel();

  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  const languageItems = useMemo(
    () => registrationLanguages.map((code) => ({ id: code, label: languageNameIn(code, locale) })),
    [locale],
  );

  const { onSubmit: submit, isSubmitting } = useSubmit(async () => {
    if (!form.canSubmit) return;
    setServerError(undefined);
    form.clearServerErrors();
    const result = await createRegistration(api, toRegistrationCreate(values), apiLanguage(locale));
    if (result.kind === 'ok') {
      clearRegistrationDraft();
      onRegistered();
    } else if (result.kind === 'rejected') {
      const throttled = tooManyAttempts(result);
      if (throttled) {
        // Nothing was checked: no field is wrong, and everything typed stays for the next try.
        setServerError(tooManyAttemptsText(intl, throttled));
        return;
      }
      // The server's word on a field stands beside it until the user changes that field. A field the form does
      // not show cannot hold its message: that one goes to the alert above the button.
      const sorted = form.take(
        result.fieldErrors,
        (Object.keys(values) as RegistrationField[]).filter((field) => isFieldShown(field, values)),
      );
      const onFields = Object.keys(sorted.byField).length > 0;
      setServerError(
        sorted.others.length > 0
          ? sorted.others.join(' ')
          : onFields
            ? t(m.checkFields)
            : (result.message ?? t(c.genericError)),
      );
    } else {
      saveRegistrationDraft(values);
      close();
      goOutOfService();
    }
  });

  const shown = (field: RegistrationField) => isFieldShown(field, values);
  const validation = (field: RegistrationField) => ({
    ...form.fieldProps(field),
    isRequired: isFieldRequired(field, values),
  });
  const setValue = <F extends RegistrationField>(field: F, value: RegistrationValues[F]) =>
    form.setValue(field, value);
  const textProps = (field: TextValueField) => ({
    value: values[field],
    maxLength: limitOf(fieldLimits.registration, field),
    onChange: (value: string) => setValue(field, value),
    onBlur: () => form.touch(field),
    ...validation(field),
  });
  // `allowed` is tied to `field`, so a key that passes `isOneOf` is a value of exactly that field.
  const choiceProps = <F extends ChoiceField>(
    field: F,
    allowed: readonly Exclude<RegistrationValues[F], ''>[],
  ) => ({
    placeholder: t(m.choose),
    value: values[field] === '' ? null : values[field],
    onChange: (key: unknown) => {
      if (isOneOf(allowed, key)) setValue(field, key);
      form.touch(field);
    },
    // Closing the list without a choice counts as a visit, so a skipped required choice says so.
    onOpenChange: (isOpen: boolean) => {
      if (!isOpen) form.touch(field);
    },
    ...validation(field),
  });

  const detailsLabel = values.reason === '' ? undefined : detailsLabels[values.reason];

  return (
    <PortalForm form={form} className={styles.form} onSubmit={submit}>
      {restored && (
        <InlineAlert type="info" role="status">
          {t(m.draftRestored)}
        </InlineAlert>
      )}
      <RadioGroup
        name="customerType"
        label={t(m.customerType)}
        orientation="horizontal"
        isRequired
        value={values.customerType}
        onChange={(value) => {
          if (isOneOf(customerTypes, value)) form.setValue('customerType', value);
        }}
        options={customerTypes.map((type) => ({ value: type, label: t(customerTypeLabels[type]) }))}
      />

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

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(m.personSection)}</legend>
        <Select
          label={t(m.salutation)}
          items={salutations.map((salutation) => ({ id: salutation, label: t(m[salutation]) }))}
          {...choiceProps('salutation', salutations)}
        />
        <div className={styles.pair}>
          <TextField label={t(m.firstName)} autoComplete="given-name" {...textProps('firstName')} />
          <TextField label={t(m.lastName)} autoComplete="family-name" {...textProps('lastName')} />
        </div>
        <div className={styles.pair}>
          <TextField label={t(m.phoneNumber)} type="tel" autoComplete="tel" {...textProps('phoneNumber')} />
          <TextField label={t(m.faxNumber)} type="tel" {...textProps('faxNumber')} />
        </div>
        <Select
          label={t(m.language)}
          items={languageItems}
          {...choiceProps('language', registrationLanguages)}
        />
        <Select
          label={t(m.whereHeard)}
          items={whereHeardOptions.map((option) => ({ id: option, label: t(whereHeardLabels[option]) }))}
          {...choiceProps('whereDidYouHearFrom', whereHeardOptions)}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t(m.accessSection)}</legend>
        <TextField label={t(m.email)} type="email" autoComplete="email" {...textProps('email')} />
        <TextField
          label={t(m.emailConfirmation)}
          type="email"
          autoComplete="email"
          {...textProps('emailConfirmation')}
        />
        <PasswordField
          label={t(m.password)}
          labels={{ showPassword: t(c.showPassword) }}
          autoComplete="new-password"
          description={t(m.passwordHint)}
          {...textProps('password')}
        />
        <PasswordField
          label={t(m.passwordConfirmation)}
          labels={{ showPassword: t(c.showPassword) }}
          autoComplete="new-password"
          {...textProps('passwordConfirmation')}
        />
      </fieldset>

      <FormAlert text={serverError} />
      <p className={styles.requiredHint}>{t(c.requiredHint)}</p>
      <div className={styles.actions}>
        <SubmitButton
          canSubmit={form.canSubmit}
          isSubmitting={isSubmitting}
          problems={form.problems}
          onBlockedPress={form.touchAll}
        >
          {t(m.submit)}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
