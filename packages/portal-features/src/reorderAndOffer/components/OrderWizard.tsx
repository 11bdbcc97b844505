import type { ProductListItem } from '@kundenportal/api-client';
import { Button, InlineAlert, Wizard, type WizardLabels, type WizardStep } from '@kundenportal/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PortalForm, type Submit, submitMessages } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { abortEditMessages, commonMessages } from '../../shared/messages';
import { usePageHref } from '../../shared/pages';
import { pageMessages as p, resultMessages as r, stepOfMessage, wizardMessages as w } from '../messages';
import { type DraftOwner, discardDraft, type OrderDraft } from '../orderDraft';
import type { OrderKind } from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { ErrorSummary } from './ErrorSummary';
import type { OrderFormState } from './formState';
import { OrderConfirmation } from './OrderConfirmation';
import { ProductsStep } from './ProductsStep';
import { useOrderForm } from './useOrderForm';
import { useOrderSending } from './useOrderSending';

// The later steps load apart from the wizard's first one: the delivery step's date field and the review
// weigh on every visit of the page otherwise. The wizard asks for them as soon as it is shown.
const loadDeliveryStep = () => import('./DeliveryStep');
const loadReviewStep = () => import('./ReviewStep');
const DeliveryStep = lazy(async () => ({ default: (await loadDeliveryStep()).DeliveryStep }));
const ReviewStep = lazy(async () => ({ default: (await loadReviewStep()).ReviewStep }));

export interface OrderWizardProps {
  owner: DraftOwner;
  /** The draft to continue, or a fresh one built from the basket (saved only once the user changes something). */
  draft: OrderDraft;
  /** Whether the draft is already stored (a continued one) – a fresh one is stored on the first change. */
  isStored: boolean;
  /** The basket as it is now: after a reorder, the ordered products leave it. */
  basket: readonly ProductListItem[];
}

/** The reorder or offer-request wizard on one form and one schema; sends once, keeps every input until then. */
export function OrderWizard({ owner, draft, isStored, basket }: OrderWizardProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = usePageHref();
  const { kind } = owner;

  // Shown: the later steps' code is fetched now, so it is there when the visitor goes on.
  useEffect(() => {
    loadDeliveryStep().catch(() => undefined); // a failed load shows when the step is opened
    loadReviewStep().catch(() => undefined);
  }, []);

  const order = useOrderForm(owner, draft, isStored);
  const { send, failure, outcome, stepRef } = useOrderSending(order, owner, basket);
  const [wasSending] = useState(() => draft.submission !== undefined);

  if (outcome) return <OrderConfirmation kind={kind} outcome={outcome} />;

  const form: OrderFormState = { ...order.form, kind, isDisabled: send.isSubmitting };
  const leave = () => {
    discardDraft(owner);
    navigate(localized('basket'));
  };
  const reviewTitle = intl.formatMessage(kind === 'order' ? w.stepReviewOrder : w.stepReviewOffer);
  const withSummary = (content: ReactNode) => (
    <div ref={stepRef}>
      <ErrorSummary ref={order.summaryRef} errors={form.isAllTouched(order.step) ? form.issues : []} />
      {/* The wizard's buttons go on or send; Enter in a field does neither, as before there was a form. */}
      <PortalForm form={form} onSubmit={(event) => event.preventDefault()}>
        <Suspense fallback={<p>{intl.formatMessage(commonMessages.loading)}</p>}>{content}</Suspense>
      </PortalForm>
    </div>
  );
  const steps: WizardStep[] = [
    {
      id: 'products',
      title: intl.formatMessage(w.stepProducts),
      content: withSummary(<ProductsStep form={form} />),
    },
    {
      id: 'delivery',
      title: intl.formatMessage(w.stepDelivery),
      content: withSummary(<DeliveryStep form={form} />),
    },
    {
      id: 'review',
      title: reviewTitle,
      content: withSummary(
        <ReviewStep
          form={form}
          onEdit={order.goToStep}
          failure={failure && <SendFailure kind={kind} detail={failure.detail} send={send} />}
          wasSending={wasSending}
          printTitle={`${intl.formatMessage(kind === 'order' ? p.reorderTitle : p.offerTitle)} – ${reviewTitle}`}
        />,
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      currentStep={order.stepIndex}
      onStepChange={order.goToStep}
      onFinish={() => send.onSubmit()}
      onAbort={leave}
      isSubmitting={send.isSubmitting}
      labels={wizardLabels(intl, kind)}
    />
  );
}

/** The refusal beside the button that sends again; the notice has announced it already (spec §8). */
function SendFailure({ kind, detail, send }: { kind: OrderKind; detail: string | undefined; send: Submit }) {
  const intl = useIntl();
  return (
    <div className={styles.section}>
      <InlineAlert
        type="error"
        role="none"
        title={intl.formatMessage(kind === 'order' ? r.orderNotSent : r.offerNotSent)}
        action={
          <Button variant="secondary" isDisabled={send.isSubmitting} onPress={() => send.onSubmit()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {detail && <>{detail} </>}
        {intl.formatMessage(r.failureKept)}
      </InlineAlert>
    </div>
  );
}

const wizardLabels = (intl: ReturnType<typeof useIntl>, kind: OrderKind): WizardLabels => ({
  steps: intl.formatMessage(w.steps),
  stepOf: (current, total) => intl.formatMessage(stepOfMessage, { step: current, total }),
  completed: intl.formatMessage(w.completed),
  back: intl.formatMessage(commonMessages.back),
  next: intl.formatMessage(w.next),
  finish: intl.formatMessage(kind === 'order' ? w.finishOrder : w.finishOffer),
  pending: intl.formatMessage(submitMessages.sending),
  abort: intl.formatMessage(w.abort),
  abortConfirm: {
    title: intl.formatMessage(abortEditMessages.title),
    message: intl.formatMessage(abortEditMessages.question),
    confirm: intl.formatMessage(abortEditMessages.confirm),
    cancel: intl.formatMessage(abortEditMessages.cancel),
  },
});
