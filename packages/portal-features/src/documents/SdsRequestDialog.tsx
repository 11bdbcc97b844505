import type { Country, Language } from '@kundenportal/api-client';
import { Button, Modal, Select, TextArea } from '@kundenportal/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { callApi, rejectionText } from '../shared/api';
import { useSubmit } from '../shared/forms';
import { countries, countryOptions } from '../shared/geo';
import { apiLanguage, languageNameIn, locales, useIntl, useLocale } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { useApi, useNotify } from '../shared/services';
import * as styles from './DocumentsPage.css';
import { documentsMessages as m, requestReasonDefault } from './messages';

/** What a one-click request for a missing language version starts with. */
export interface SdsRequest {
  materialId: string;
  product: string;
  language: string;
  country: string;
}

interface Values {
  country: string;
  language: string;
  reason: string;
  notes: string;
}

const isCountry = (value: string): value is Country => (countries as readonly string[]).includes(value);

/**
 * The safety-data-sheet request (POST /file, topic "country version") prefilled with product, country and
 * language. Spec §5: reason, country and language are required; they are checked before anything is sent.
 */
export function SdsRequestDialog({ request, onClose }: { request: SdsRequest; onClose(): void }) {
  const intl = useIntl();
  const locale = useLocale();
  const api = useApi();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => ({
    country: request.country,
    language: request.language,
    reason: intl.formatMessage(requestReasonDefault, {
      language: languageNameIn(request.language, locale),
      country:
        new Intl.DisplayNames([locale], { type: 'region' }).of(request.country.slice(0, 2)) ??
        request.country,
    }),
    notes: '',
  }));
  const [showErrors, setShowErrors] = useState(false);
  const errors = {
    country: isCountry(values.country) ? undefined : intl.formatMessage(m.requiredCountry),
    language: values.language ? undefined : intl.formatMessage(m.requiredLanguage),
    reason: values.reason.trim() ? undefined : intl.formatMessage(m.requiredReason),
  };
  const errorOf = (field: keyof typeof errors) => (showErrors ? errors[field] : undefined);
  const countryItems = useMemo(() => countryOptions(locale), [locale]);
  const languageItems = useMemo(
    () => locales.map((code) => ({ id: code, label: languageNameIn(code, locale) })),
    [locale],
  );

  const { onSubmit, isSubmitting } = useSubmit(async () => {
    if (!isCountry(values.country)) return;
    const result = await callApi(() =>
      api.POST('/file', {
        params: { query: { language: apiLanguage(locale) } },
        body: {
          file_request: {
            productId: request.materialId,
            topic: 'country_version',
            countryVersions: [values.country as Country],
            reason: values.reason.trim(),
            country: values.country as Country,
            language: values.language as Language,
            ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
          },
        },
      }),
    );
    if (result.kind === 'ok') {
      onClose();
      notify(intl.formatMessage(m.requestSuccess), 'success', 3000);
    } else if (result.kind === 'rejected') {
      // The dialog stays open with the input as it was.
      notify(rejectionText(result, intl.formatMessage(commonMessages.genericError)), 'error', 3000);
    }
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.values(errors).some(Boolean)) {
      setShowErrors(true);
      return;
    }
    onSubmit();
  };

  return (
    <Modal
      title={intl.formatMessage(m.requestTitle)}
      labels={{ close: intl.formatMessage(commonMessages.close) }}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>
          <span className={styles.term}>{intl.formatMessage(m.requestProduct)}: </span>
          <strong>{request.product}</strong> ({request.materialId})
        </p>
        <Select
          label={intl.formatMessage(m.requestLanguage)}
          items={languageItems}
          selectedKey={values.language}
          onSelectionChange={(key) => setValues((v) => ({ ...v, language: String(key ?? '') }))}
          isRequired
          isInvalid={errorOf('language') !== undefined}
          errorMessage={errorOf('language')}
        />
        <Select
          label={intl.formatMessage(m.requestCountry)}
          items={countryItems}
          selectedKey={values.country}
          onSelectionChange={(key) => setValues((v) => ({ ...v, country: String(key ?? '') }))}
          isRequired
          isInvalid={errorOf('country') !== undefined}
          errorMessage={errorOf('country')}
        />
        <TextArea
          label={intl.formatMessage(m.requestReason)}
          value={values.reason}
          onChange={(reason) => setValues((v) => ({ ...v, reason }))}
          isRequired
          isInvalid={errorOf('reason') !== undefined}
          errorMessage={errorOf('reason')}
          validationBehavior="aria"
        />
        <TextArea
          label={intl.formatMessage(m.requestNotes)}
          value={values.notes}
          onChange={(notes) => setValues((v) => ({ ...v, notes }))}
          maxLength={2000}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          {/* Disabled rather than pending: see DocumentsPage on react-aria's pending announcement. */}
          <Button type="submit" isDisabled={isSubmitting}>
            {intl.formatMessage(m.requestSubmit)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
