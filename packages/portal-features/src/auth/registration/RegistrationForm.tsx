import type { MessageDescriptor } from '@formatjs/intl';
import type { CustomerType } from '@kundenportal/api-client';
import { InlineAlert, PasswordField, RadioGroup, Select, TextField } from '@kundenportal/ui';
import { useMemo, useState } from 'react';
import { whereHeardLabels } from '../../domain/registrationAnswers';
import { isOneOf, PortalForm, SubmitButton, useSchemaForm } from '../../shared/forms';
import { apiLanguage, languageNameIn, useIntl, useLocale } from '../../shared/i18n';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { commonMessages as c, registrationMessages as m } from '../messages';
import { RegistrationCompanyFields } from './RegistrationCompanyFields';
import { takeRegistrationDraft } from './registrationDraft';
import {
  customerTypes,
  emptyRegistration,
  registrationLanguages,
  registrationSchema,
  salutations,
  whereHeardOptions,
} from './registrationSchema';
import { useRegistrationFields } from './useRegistrationFields';
import { useRegistrationSending } from './useRegistrationSending';

const customerTypeLabels: Record<CustomerType, MessageDescriptor> = {
  existing_customer: m.existingCustomer,
  new_customer: m.newCustomer,
  employee: m.employee,
};

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
  const locale = useLocale();
  // Input left behind when the out-of-service page interrupted an earlier attempt comes back (not the passwords).
  const [restored] = useState(() => takeRegistrationDraft(emptyRegistration(apiLanguage(locale))));
  const form = useSchemaForm(registrationSchema, restored ?? emptyRegistration(apiLanguage(locale)), {
    keepAsTyped: ['password', 'passwordConfirmation'],
    serverPrefix: 'registration',
  });
  const { values } = form;
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);

  const languageItems = useMemo(
    () => registrationLanguages.map((code) => ({ id: code, label: languageNameIn(code, locale) })),
    [locale],
  );

  const { onSubmit: submit, isSubmitting, serverError } = useRegistrationSending(form, onRegistered);
  const fields = useRegistrationFields(form);
  const { textProps, choiceProps } = fields;

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

      <RegistrationCompanyFields form={form} fields={fields} autoFocus={autoFocus} />

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
