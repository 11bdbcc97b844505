import type { MessageDescriptor } from '@formatjs/intl';
import { fieldLimits, isOneOf, limitOf, type SchemaForm } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { registrationMessages as m } from '../messages';
import {
  isFieldRequired,
  isFieldShown,
  type RegistrationField,
  type RegistrationValues,
} from './registrationSchema';

export type TextValueField = {
  [F in RegistrationField]: RegistrationValues[F] extends string
    ? string extends RegistrationValues[F]
      ? F
      : never
    : never;
}[RegistrationField];
export type ChoiceField =
  | 'reason'
  | 'country'
  | 'salutation'
  | 'language'
  | 'whereDidYouHearFrom'
  | 'client'
  | 'requestedRole';

/** The registration form's fields as its controls take them: shown or not, required or not, their messages. */
export type RegistrationFields = ReturnType<typeof useRegistrationFields>;

/**
 * What each registration field's control is given: whether the chosen customer type shows it, and – for a text
 * or a choice – value, limit, change, visit and messages (the server's word included).
 */
export function useRegistrationFields(form: SchemaForm<RegistrationValues, RegistrationField>) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { values } = form;
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
  return { shown, textProps, choiceProps };
}
