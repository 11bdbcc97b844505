import type { Order, OrderPosition } from '@kundenportal/api-client';
import { Button, CheckboxGroup, InlineAlert, TextArea } from '@kundenportal/ui';
import { type FormEvent, useRef } from 'react';
import * as v from 'valibot';
import {
  type FieldOfPath,
  fieldLimits,
  focusFirstProblem,
  PortalForm,
  RequestModal,
  ruleAt,
  useRequestSending,
  useSchemaForm,
} from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { useNotify, useOffers } from '../../shared/services';
import { useRequestDocuments } from '../api/orderApi';
import { useOrderTopics } from '../api/useOrders';
import { documentsForMessage, documentsSuccessMessage, orderMessages as m } from '../messages';
import * as styles from '../orders.css';

export interface DocumentRequestTarget {
  order: Order;
  position: OrderPosition;
}

/** The free names, one a line, without blanks and repeats. */
export const freeDocumentNames = (text: string): string[] => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

const documentsOf = (values: { kinds: readonly string[]; other: string }) => [
  ...values.kinds,
  ...freeDocumentNames(values.other),
];

const documentRequestFields = v.object({
  /** The known kinds ticked (their topic keys). */
  kinds: v.array(v.string()),
  /** More documents by name, one a line. */
  other: v.string(),
  message: v.string(),
});
/** At least one document, ticked or named; the message is said where the user picks them. */
export const documentRequestSchema = v.pipe(
  documentRequestFields,
  ruleAt(
    'kinds',
    (input: v.InferInput<typeof documentRequestFields>) => documentsOf(input).length > 0,
    m.documentsRequired,
  ),
);
const noDocuments = { kinds: [], other: '', message: '' };
type DocumentRequestField = keyof typeof noDocuments;

/** The server's paths (`required_document.documents.0`) as the form's fields: the documents stand by the kinds. */
const documentRequestFieldOf: FieldOfPath<DocumentRequestField> = (path) =>
  path === 'documents' || path.startsWith('documents.')
    ? 'kinds'
    : path === 'offtopicMessage'
      ? 'message'
      : undefined;

/**
 * Request documents for a position (spec §3, §7): known kinds and free names, an optional message. Without the kinds
 * (the backend does not offer `listOrderTopics`, or they failed to load) the free names are the request – the
 * specification's own 'free list of documents'.
 */
export function DocumentRequestModal({
  target,
  onClose,
}: {
  target: DocumentRequestTarget | null;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <RequestModal target={target} title={intl.formatMessage(m.documentsTitle)} onClose={onClose}>
      {(opened) => <DocumentRequestForm target={opened} onClose={onClose} />}
    </RequestModal>
  );
}

function DocumentRequestForm({ target, onClose }: { target: DocumentRequestTarget; onClose(): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const topics = useOrderTopics();
  const requestDocuments = useRequestDocuments();
  // The text loses invisible characters as it is typed, as every form's does; the server's word on the
  // documents or the message goes beside them (never `required_document.documents`).
  const form = useSchemaForm(documentRequestSchema, noDocuments, {
    serverPrefix: 'required_document',
    serverFields: documentRequestFieldOf,
  });
  const { kinds, other, message: offtopic } = form.values;
  const formRef = useRef<HTMLFormElement>(null);
  const hasKinds = Boolean(topics.data?.length);
  // Without the kinds call the free list is the request from the start: its own label, required. (Kinds that
  // failed or are still loading keep the 'more documents' field, so its name does not change under the user.)
  const freeListOnly = !useOffers('listOrderTopics');
  const documents = documentsOf(form.values);

  const { onSubmit, isSubmitting } = useRequestSending(
    form,
    formRef,
    () =>
      requestDocuments({
        orderId: target.order.id,
        positionId: target.position.id,
        documents,
        offtopicMessage: offtopic.trim() || undefined,
      }),
    (answer) => {
      onClose();
      notify(intl.formatMessage(documentsSuccessMessage, { receipt: answer.id }), 'success');
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The message shows from the first attempt on.
    form.touchAll();
    if (!form.isValid) {
      focusFirstProblem(formRef.current, { selects: false });
      return;
    }
    onSubmit();
  };
  // The documents' message – the server's word, else the rule's – stands where the user picks them.
  const error = form.serverError('kinds') ?? form.errorFor('kinds');
  const messageError = form.serverError('message');

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <p className={styles.context}>
        {intl.formatMessage(documentsForMessage, {
          position: target.position.id,
          product: `${target.position.product.description} (${target.position.material_number})`,
        })}
      </p>
      {topics.failure && (
        <InlineAlert type="warning">{intl.formatMessage(m.documentsTopicsFailed)}</InlineAlert>
      )}
      {topics.isLoading && <p role="status">{intl.formatMessage(commonMessages.loading)}</p>}
      {hasKinds && (
        <CheckboxGroup
          label={intl.formatMessage(m.documentsKinds)}
          options={(topics.data ?? []).map((topic) => ({ value: topic.key, label: topic.label }))}
          value={kinds}
          onChange={(value) => form.setValue('kinds', value)}
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      )}
      <TextArea
        label={intl.formatMessage(freeListOnly ? m.documentsKinds : m.documentsOther)}
        description={intl.formatMessage(m.documentsOtherDescription)}
        rows={freeListOnly ? 4 : 2}
        value={other}
        onChange={(value) => form.setValue('other', value)}
        // Without the kinds list the free names are the only way, so the message is here.
        isRequired={freeListOnly}
        isInvalid={error !== undefined && !hasKinds}
        errorMessage={hasKinds ? undefined : error}
      />
      <TextArea
        label={intl.formatMessage(m.documentsMessage)}
        rows={3}
        maxLength={fieldLimits.documentRequest.offtopicMessage}
        value={offtopic}
        onChange={(value) => form.setValue('message', value)}
        isInvalid={messageError !== undefined}
        errorMessage={messageError}
      />
      <div className={styles.formButtons}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button type="submit" isDisabled={isSubmitting}>
          {intl.formatMessage(m.documentsSubmit)}
        </Button>
      </div>
    </PortalForm>
  );
}
