import type { ComplaintReason, Order } from '@kundenportal/api-client';
import { Button, Select, TextArea } from '@kundenportal/ui';
import { type FormEvent, useId, useMemo, useRef } from 'react';
import * as v from 'valibot';
import {
  allOf,
  chosen,
  fieldLimits,
  filledText,
  focusFirstProblem,
  isOneOf,
  PortalForm,
  RequestModal,
  useRequestSending,
  useSchemaForm,
} from '../../shared/forms';
import { type PortalIntl, useIntl } from '../../shared/i18n';
import { mailLines, type PreparedMail, SendByMailHint, SendByMailLink } from '../../shared/mail';
import { commonMessages, labelledValue } from '../../shared/messages';
import { useNotify, useOffers, useRuntimeConfig } from '../../shared/services';
import { useSendComplaint } from '../api/orderApi';
import {
  complaintPositionMessage,
  complaintSuccessMessage,
  complaintTitleMessage,
  orderMessages as m,
} from '../messages';
import * as styles from '../orders.css';

/** The complaint's fields the server may name (`ComplaintRequest`). */
const complaintFields = ['reason', 'message'] as const;

export const complaintReasons = allOf<ComplaintReason>()([
  'damaged',
  'wrong_product',
  'wrong_amount',
  'late_delivery',
  'quality',
  'documents',
  'other',
]);
const reasonLabels = {
  damaged: m.reasonDamaged,
  wrong_product: m.reasonWrongProduct,
  wrong_amount: m.reasonWrongAmount,
  late_delivery: m.reasonLateDelivery,
  quality: m.reasonQuality,
  documents: m.reasonDocuments,
  other: m.reasonOther,
} as const satisfies Record<ComplaintReason, unknown>;

export const complaintSchema = v.object({
  /** 'order' for the whole order, else the position number. */
  scope: v.string(),
  reason: chosen<ComplaintReason>(m.complaintReasonRequired),
  message: filledText(m.complaintMessageRequired),
});
export type ComplaintValues = v.InferInput<typeof complaintSchema>;

export interface ComplaintTarget {
  order: Order;
  /** The position complained about; absent for the whole order. */
  positionId?: number;
}

/**
 * Without the complaint call (`createComplaint`, optional) the complaint goes as an e-mail to the support: the
 * order, what it concerns, the reason and the text, as the form holds them.
 */
/** What a complaint may be about: the whole order, or one of its positions. */
function complaintScopes(intl: PortalIntl, order: Order) {
  return [
    { id: 'order', label: intl.formatMessage(m.complaintWholeOrder) },
    ...order.positions.map((position) => ({
      id: String(position.id),
      label: intl.formatMessage(complaintPositionMessage, {
        position: position.id,
        product: position.product.description,
      }),
    })),
  ];
}

function complaintMail(
  intl: PortalIntl,
  { order }: ComplaintTarget,
  values: ComplaintValues,
  to: string,
): PreparedMail {
  const position = order.positions.find((candidate) => String(candidate.id) === values.scope);
  const scope = position
    ? intl.formatMessage(complaintPositionMessage, {
        position: position.id,
        product: `${position.product.description} (${position.material_number})`,
      })
    : intl.formatMessage(m.complaintWholeOrder);
  const facts = mailLines(
    [
      [intl.formatMessage(m.orderNumber), order.id],
      [intl.formatMessage(m.customerOrderNumber), order.customer_order_id],
      [intl.formatMessage(m.company), `${order.customer.name} (${order.customer.id})`],
      [intl.formatMessage(m.complaintScope), scope],
      [
        intl.formatMessage(m.complaintReason),
        values.reason === '' ? undefined : intl.formatMessage(reasonLabels[values.reason]),
      ],
    ],
    labelledValue(intl),
  );
  return {
    to,
    subject: intl.formatMessage(complaintTitleMessage, { id: order.id }),
    body: `${facts}

${intl.formatMessage(m.complaintMessage)}:
${values.message.trim()}
`,
  };
}

/** A complaint about an order or one position: reason and text (x-assumed call, see openapi.yaml). */
export function ComplaintModal({ target, onClose }: { target: ComplaintTarget | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <RequestModal
      target={target}
      title={target ? intl.formatMessage(complaintTitleMessage, { id: target.order.id }) : ''}
      onClose={onClose}
    >
      {(opened) => <ComplaintForm target={opened} onClose={onClose} />}
    </RequestModal>
  );
}

function ComplaintForm({ target, onClose }: { target: ComplaintTarget; onClose(): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const sendComplaint = useSendComplaint();
  const canPost = useOffers('createComplaint');
  const supportEmail = useRuntimeConfig().support.email;
  const mailHintId = useId();
  const initial = useMemo<ComplaintValues>(
    () => ({ scope: target.positionId ? String(target.positionId) : 'order', reason: '', message: '' }),
    [target],
  );
  // The server's word on the reason or the description goes beside it (never `complaint.message`).
  const form = useSchemaForm(complaintSchema, initial, {
    serverPrefix: 'complaint',
    serverFields: complaintFields,
  });
  const { values } = form;
  const formRef = useRef<HTMLFormElement>(null);

  const { onSubmit, isSubmitting } = useRequestSending(
    form,
    formRef,
    () => {
      const positionId = values.scope === 'order' ? undefined : Number(values.scope);
      return sendComplaint(target.order.id, {
        ...(positionId ? { positionId } : {}),
        reason: values.reason as ComplaintReason,
        message: values.message.trim(),
      });
    },
    (receipt) => {
      onClose();
      notify(intl.formatMessage(complaintSuccessMessage, { receipt: receipt.id }), 'success');
    },
  );

  const { isValid } = form;
  const showProblems = () => {
    form.touchAll();
    focusFirstProblem(formRef.current);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid) {
      showProblems();
      return;
    }
    // Without the complaint call nothing is posted; the mail link below is the way to send.
    if (canPost) onSubmit();
  };
  const validation = (field: keyof ComplaintValues) => form.fieldProps(field);

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <Select
        label={intl.formatMessage(m.complaintScope)}
        items={complaintScopes(intl, target.order)}
        value={values.scope}
        onChange={(key) => {
          if (typeof key === 'string') form.setValue('scope', key);
        }}
      />
      <Select
        label={intl.formatMessage(m.complaintReason)}
        isRequired
        placeholder={intl.formatMessage(m.choose)}
        items={complaintReasons.map((reason) => ({
          id: reason,
          label: intl.formatMessage(reasonLabels[reason]),
        }))}
        value={values.reason === '' ? null : values.reason}
        onChange={(key) => {
          if (isOneOf(complaintReasons, key)) form.setValue('reason', key);
          form.touch('reason');
        }}
        onOpenChange={(open) => {
          if (!open) form.touch('reason');
        }}
        {...validation('reason')}
      />
      <TextArea
        label={intl.formatMessage(m.complaintMessage)}
        isRequired
        rows={5}
        maxLength={fieldLimits.complaint.message}
        value={values.message}
        onChange={(value) => form.setValue('message', value)}
        onBlur={() => form.touch('message')}
        {...validation('message')}
      />
      {!canPost && <SendByMailHint id={mailHintId} to={supportEmail} />}
      <div className={styles.formButtons}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        {canPost ? (
          <Button type="submit" isDisabled={isSubmitting}>
            {intl.formatMessage(m.complaintSubmit)}
          </Button>
        ) : (
          <SendByMailLink
            mail={complaintMail(intl, target, values, supportEmail)}
            hintId={mailHintId}
            canSend={isValid}
            onBlocked={showProblems}
          />
        )}
      </div>
    </PortalForm>
  );
}
