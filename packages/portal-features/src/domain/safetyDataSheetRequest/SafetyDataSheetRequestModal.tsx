import { Button, Select, TextArea, TextField } from '@kundenportal/ui';
import { type FormEvent, useCallback, useMemo, useRef } from 'react';
import {
  fieldLimits,
  focusFirstProblem,
  isOneOf,
  PortalForm,
  RequestModal,
  useRequestSending,
  useSchemaForm,
} from '../../shared/forms';
import { languageNameIn, useIntl, useLocale } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { useNotify } from '../../shared/services';
import { countries, countryOptions, sheetLanguages } from './countries';
import { sdsRequestMessages as m, sdsProductMessage, sdsSuccessMessage } from './messages';
import { SdsTopicFields } from './SdsTopicFields';
import * as styles from './sdsRequest.css';
import {
  initialSdsValues,
  type SdsRequestField,
  type SdsRequestTarget,
  sdsRequestSchema,
  toFileRequest,
} from './sdsRequestSchema';
import { useRequestSafetyDataSheet } from './useRequestSafetyDataSheet';

/** The request's fields the server may name (`FileRequest`) that the user types. */
const sdsServerFields = ['notes', 'reason'] as const;

export interface SafetyDataSheetRequestModalProps {
  /** The product asked about; `null` keeps the modal closed. */
  target: SdsRequestTarget | null;
  onClose(): void;
}

/**
 * The safety data sheet request (spec §3, §5) as a modal form. It opens prefilled with the product and –
 * when the caller knows it, like the documents feature's version matrix – the missing country or language.
 */
export function SafetyDataSheetRequestModal({ target, onClose }: SafetyDataSheetRequestModalProps) {
  const intl = useIntl();
  return (
    <RequestModal target={target} title={intl.formatMessage(m.title)} onClose={onClose}>
      {(opened) => <SdsRequestForm target={opened} onClose={onClose} />}
    </RequestModal>
  );
}

function SdsRequestForm({ target, onClose }: { target: SdsRequestTarget; onClose(): void }) {
  const intl = useIntl();
  const locale = useLocale();
  const notify = useNotify();
  const send = useRequestSafetyDataSheet();
  const initial = useMemo(() => initialSdsValues(target, locale), [target, locale]);
  // The server's word on the notes or the reason goes beside the field (never `file_request.reason`).
  const form = useSchemaForm(sdsRequestSchema, initial, {
    serverPrefix: 'file_request',
    serverFields: sdsServerFields,
  });
  const { values } = form;
  const formRef = useRef<HTMLFormElement>(null);

  const { onSubmit, isSubmitting } = useRequestSending(
    form,
    formRef,
    () => send(toFileRequest(target, values)),
    (receipt) => {
      onClose();
      notify(intl.formatMessage(sdsSuccessMessage, { receipt: receipt.id }), 'success');
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid) {
      form.touchAll();
      // To the first field that needs the user, so its message is read out beside it.
      focusFirstProblem(formRef.current);
      return;
    }
    onSubmit();
  };

  const validation = (field: SdsRequestField) => form.fieldProps(field);
  const touchOnClose = useCallback(
    (field: SdsRequestField) => (open: boolean) => {
      if (!open) form.touch(field);
    },
    [form],
  );
  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  const languageItems = useMemo(
    () =>
      sheetLanguages
        .map((code) => ({ id: code, label: languageNameIn(code, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale],
  );

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <p className={styles.product}>
        <strong>{intl.formatMessage(m.product)}: </strong>
        {intl.formatMessage(sdsProductMessage, { product: target.productName, material: target.productId })}
      </p>
      <SdsTopicFields form={form} />
      <TextArea
        label={intl.formatMessage(m.notes)}
        rows={3}
        maxLength={fieldLimits.fileRequest.notes}
        value={values.notes}
        onChange={(value) => form.setValue('notes', value)}
        {...validation('notes')}
      />
      <TextField
        label={intl.formatMessage(m.reason)}
        isRequired
        maxLength={fieldLimits.fileRequest.reason}
        value={values.reason}
        onChange={(value) => form.setValue('reason', value)}
        onBlur={() => form.touch('reason')}
        {...validation('reason')}
      />
      <div className={styles.pair}>
        <Select
          label={intl.formatMessage(m.country)}
          isRequired
          placeholder={intl.formatMessage(m.choose)}
          items={countryItems}
          value={values.country === '' ? null : values.country}
          onChange={(key) => {
            if (isOneOf(countries, key)) form.setValue('country', key);
            form.touch('country');
          }}
          onOpenChange={touchOnClose('country')}
          {...validation('country')}
        />
        <Select
          label={intl.formatMessage(m.language)}
          isRequired
          placeholder={intl.formatMessage(m.choose)}
          items={languageItems}
          value={values.language === '' ? null : values.language}
          onChange={(key) => {
            if (typeof key === 'string') form.setValue('language', key);
            form.touch('language');
          }}
          onOpenChange={touchOnClose('language')}
          {...validation('language')}
        />
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button type="submit" isDisabled={isSubmitting}>
          {intl.formatMessage(m.submit)}
        </Button>
      </div>
    </PortalForm>
  );
}
