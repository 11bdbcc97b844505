import { Select, TextField } from '@kundenportal/ui';
import { fieldLimits, isOneOf, limitOf, type SchemaForm } from '../shared/forms';
import { languageNameIn, locales, useIntl, useLocale } from '../shared/i18n';
import type { EditUserField, EditUserValues } from './editUserSchema';
import { editMessages as e } from './messages';
import * as styles from './UserManagementPage.css';

const salutations = ['mister', 'miss'] as const;

type TextFieldName = 'firstName' | 'lastName' | 'companyName' | 'email' | 'phoneNumber' | 'faxNumber';

/** The user editor's personal data: salutation, names, company, contact numbers and language. */
export function PersonFields({
  form,
  isOwn,
}: {
  form: SchemaForm<EditUserValues, EditUserField>;
  isOwn: boolean;
}) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const { values } = form;
  const validation = (field: EditUserField) => form.fieldProps(field);
  const text = (field: TextFieldName) => ({
    value: values[field],
    onChange: (value: string) => form.setValue(field, value),
    onBlur: () => form.touch(field),
    isRequired: field !== 'faxNumber',
    maxLength: limitOf(fieldLimits.userEdit, field),
    // One's own login address and company stay with another user manager (the API refuses them).
    isReadOnly: isOwn && (field === 'email' || field === 'companyName'),
    ...validation(field),
  });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t(e.personSection)}</legend>
      <Select
        label={t(e.salutation)}
        placeholder={t(e.choose)}
        isRequired
        items={salutations.map((salutation) => ({ id: salutation, label: t(e[salutation]) }))}
        value={values.salutation === '' ? null : values.salutation}
        onChange={(key) => {
          if (isOneOf(salutations, key)) form.setValue('salutation', key);
          form.touch('salutation');
        }}
        {...validation('salutation')}
      />
      <div className={styles.pair}>
        <TextField label={t(e.firstName)} autoComplete="off" {...text('firstName')} />
        <TextField label={t(e.lastName)} autoComplete="off" {...text('lastName')} />
      </div>
      <TextField label={t(e.companyName)} autoComplete="off" {...text('companyName')} />
      <TextField label={t(e.email)} type="email" autoComplete="off" {...text('email')} />
      <div className={styles.pair}>
        <TextField label={t(e.phoneNumber)} type="tel" autoComplete="off" {...text('phoneNumber')} />
        <TextField label={t(e.faxNumber)} type="tel" autoComplete="off" {...text('faxNumber')} />
      </div>
      <Select
        label={t(e.language)}
        placeholder={t(e.choose)}
        isRequired
        items={locales.map((language) => ({ id: language, label: languageNameIn(language, locale) }))}
        value={values.language === '' ? null : values.language}
        onChange={(key) => {
          if (isOneOf(locales, key)) form.setValue('language', key);
          form.touch('language');
        }}
        {...validation('language')}
      />
    </fieldset>
  );
}
