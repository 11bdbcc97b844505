import type { AuthenticatedUser } from '@kundenportal/api-client';
import { Button, InlineAlert, Modal, Select, TextField } from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '../../shared/api';
import {
  fieldLimits,
  focusFirstProblem,
  isOneOf,
  limitOf,
  PortalForm,
  remainingText,
  SubmitButton,
  useSchemaForm,
  useSubmit,
} from '../../shared/forms';
import { languageNameIn, locales, useIntl, useLocale } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { useApi, useNotify } from '../../shared/services';
import { currentUserKey } from '../../shared/session';
import * as styles from '../changePassword/ChangePasswordModal.css';
import { myDataMessages as m } from '../messages';
import { type MyDataField, type MyDataValues, myDataOf, myDataSchema, toMyDataUpdate } from './myDataSchema';

const salutations = ['mister', 'miss'] as const;

export interface MyDataModalProps {
  user: AuthenticatedUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The profile's "my data" (spec §1: customers change their data): a modal form on the user's own record. */
export function MyDataModal({ user, isOpen, onOpenChange }: MyDataModalProps) {
  const t = useIntl().formatMessage;
  return (
    <Modal title={t(m.title)} labels={{ close: t(m.close) }} isOpen={isOpen} onOpenChange={onOpenChange}>
      {/* Lives only while open, so every opening starts from the user's current data. */}
      <MyDataForm user={user} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function MyDataForm({ user, onClose }: { user: AuthenticatedUser; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const locale = useLocale();
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [initial] = useState(() => myDataOf(user));
  const form = useSchemaForm(myDataSchema, initial, { serverPrefix: 'user' });
  const [serverError, setServerError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = () => focusFirstProblem(formRef.current);

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setServerError(undefined);
    form.clearServerErrors();
    const result = await callApi(() =>
      api.POST('/user/{id}', {
        params: { path: { id: user.id } },
        body: { user: toMyDataUpdate(form.values) },
      }),
    );
    if (result.kind === 'ok') {
      // The header, the menu and the profile read the session's user: it is asked for again at once.
      await mutate(currentUserKey);
      notify(t(m.saved), 'success');
      onClose();
      return;
    }
    // Whatever went wrong, the dialog stays open with what was typed.
    notify(t(m.saveFailed), 'error');
    if (result.kind === 'rejected') {
      const sorted = form.take(result.fieldErrors);
      setServerError(remainingText(sorted, result.message, t(commonMessages.genericError)));
      if (Object.keys(sorted.byField).length > 0) focusInvalid();
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.canSubmit) {
      form.touchAll();
      focusInvalid();
      return;
    }
    send();
  };

  const validation = form.fieldProps;
  const setValue = <F extends MyDataField>(field: F, value: MyDataValues[F]) => form.setValue(field, value);
  const text = (field: 'firstName' | 'lastName' | 'phoneNumber' | 'faxNumber') => ({
    value: form.values[field],
    onChange: (value: string) => setValue(field, value),
    onBlur: () => form.touch(field),
    isRequired: field !== 'faxNumber',
    maxLength: limitOf(fieldLimits.userEdit, field),
    ...validation(field),
  });

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <Select
        label={t(m.salutation)}
        placeholder={t(m.choose)}
        isRequired
        items={salutations.map((salutation) => ({ id: salutation, label: t(m[salutation]) }))}
        value={form.values.salutation === '' ? null : form.values.salutation}
        onChange={(key) => {
          if (isOneOf(salutations, key)) setValue('salutation', key);
          form.touch('salutation');
        }}
        {...validation('salutation')}
      />
      <TextField label={t(m.firstName)} autoComplete="given-name" {...text('firstName')} />
      <TextField label={t(m.lastName)} autoComplete="family-name" {...text('lastName')} />
      <TextField label={t(m.phoneNumber)} type="tel" autoComplete="tel" {...text('phoneNumber')} />
      <TextField label={t(m.faxNumber)} type="tel" {...text('faxNumber')} />
      <Select
        label={t(m.language)}
        placeholder={t(m.choose)}
        isRequired
        items={locales.map((language) => ({ id: language, label: languageNameIn(language, locale) }))}
        value={form.values.language === '' ? null : form.values.language}
        onChange={(key) => {
          if (isOneOf(locales, key)) setValue('language', key);
          form.touch('language');
        }}
        {...validation('language')}
      />
      <p>{t(m.accountHint)}</p>
      {serverError && (
        <InlineAlert type="error" role="alert">
          {serverError}
        </InlineAlert>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose} isDisabled={isSubmitting}>
          {t(m.cancel)}
        </Button>
        <SubmitButton
          canSubmit={form.canSubmit}
          isSubmitting={isSubmitting}
          problems={form.problems}
          onBlockedPress={() => {
            form.touchAll();
            focusInvalid();
          }}
        >
          {t(m.save)}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
