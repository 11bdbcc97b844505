/** Sending the wizard's order once: checked first, stored with its key, the answer shown where it belongs. */
import type { ProductListItem, Receipt } from '@kundenportal/api-client';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { queryKeys } from '../../shared/api';
import { focusFirstProblem, remainingText, type Submit, useSubmit } from '../../shared/forms';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { useApi, useNotify } from '../../shared/services';
import { createOrder } from '../api/createOrder';
import { removeOrderedFromBasket } from '../api/removeOrderedFromBasket';
import { resultMessages as r } from '../messages';
import { toOrderCreate } from '../orderCreate';
import type { DraftOwner } from '../orderDraft';
import { type FieldPath, firstInvalidStep, stepOfField, wizardSteps } from '../orderSchema';
import type { OrderOutcome } from './OrderConfirmation';
import { type OrderForm, todayIso } from './useOrderForm';

export interface OrderSending {
  send: Submit;
  /** A refused sending; `detail` is the server's reason when it gave one beyond the generic text. */
  failure: { detail?: string } | undefined;
  /** Sent: what the confirmation shows. */
  outcome: OrderOutcome | undefined;
  /** The shown step's content: where the first field the server refused is looked for. */
  stepRef: React.RefObject<HTMLDivElement | null>;
}

export function useOrderSending(
  { form, showProblems, goToStep, storeSubmission, finish }: OrderForm,
  owner: DraftOwner,
  basket: readonly ProductListItem[],
): OrderSending {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { kind } = owner;
  const [failure, setFailure] = useState<{ detail?: string }>();
  const [outcome, setOutcome] = useState<OrderOutcome>();
  const stepRef = useRef<HTMLDivElement>(null);
  /** Set when a refusal named fields: focus goes to the first once sending has ended (fields are disabled till then). */
  const focusServerProblem = useRef(false);

  const send = useSubmit(async () => {
    const invalid = firstInvalidStep(form.values, kind, todayIso());
    if (invalid) {
      showProblems(invalid);
      return;
    }
    const body = toOrderCreate(form.values, kind, owner.customerId);
    const submission = storeSubmission(body);
    setFailure(undefined);
    form.clearServerErrors();

    const result = await createOrder(api, body, apiLanguage(locale), submission.key);
    if (result.kind === 'ok') {
      finish();
      const basketCleared =
        kind === 'order'
          ? await removeOrderedFromBasket(
              api,
              owner.customerId,
              apiLanguage(locale),
              basket,
              body.positions.map((position) => position.productId),
            )
          : undefined;
      await mutate(queryKeys.matching('basket'));
      notify(intl.formatMessage(kind === 'order' ? r.orderSuccess : r.offerSuccess), 'success');
      setOutcome({ receipt: result.data as Receipt, basketCleared });
      return;
    }
    // Out of service and an ended session leave this page on their own; the draft waits for the user's return.
    if (result.kind !== 'rejected') return;
    const generic = intl.formatMessage(commonMessages.genericError);
    notify(generic, 'error');
    // Field errors go beside their fields in the server's words (never its paths); what names no field of the
    // wizard, or a refusal without fields (4xx), is said beside the send button; a server fault's text never.
    const sorted = form.take(result.fieldErrors);
    const detail = remainingText(sorted, result.status < 500 ? result.message : undefined, generic);
    setFailure(detail === undefined || detail === generic ? {} : { detail });
    const refusedSteps = new Set((Object.keys(sorted.byField) as FieldPath[]).map(stepOfField));
    const firstStep = wizardSteps.findIndex((id) => refusedSteps.has(id));
    if (firstStep >= 0) {
      goToStep(firstStep);
      focusServerProblem.current = true;
    }
  });

  // After the wizard has moved to the step and focused its title, and the fields are enabled again: on to the
  // first field the server refused, so its message is read out.
  useEffect(() => {
    if (!focusServerProblem.current || send.isSubmitting) return;
    focusServerProblem.current = false;
    focusFirstProblem(stepRef.current);
  }, [send.isSubmitting]);

  return { send, failure, outcome, stepRef };
}
