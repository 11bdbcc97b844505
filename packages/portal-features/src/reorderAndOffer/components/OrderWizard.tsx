import type { ProductListItem, Receipt } from '@kundenportal/api-client';
import { Button, InlineAlert, Wizard, type WizardStep } from '@kundenportal/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { queryKeys } from '../../shared/api';
import { isoDay } from '../../shared/format';
import {
  focusFirstProblem,
  PortalForm,
  remainingText,
  sortFieldErrors,
  submitMessages,
  useSubmit,
} from '../../shared/forms';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { abortEditMessages, commonMessages } from '../../shared/messages';
import { usePageHref } from '../../shared/pages';
import { useApi, useNotify } from '../../shared/services';
import { createOrder } from '../api/createOrder';
import { removeOrderedFromBasket } from '../api/removeOrderedFromBasket';
import { pageMessages as p, resultMessages as r, stepOfMessage, wizardMessages as w } from '../messages';
import { fieldOfOrderPath, toOrderCreate } from '../orderCreate';
import { type DraftOwner, discardDraft, type OrderDraft, saveDraft, submissionFor } from '../orderDraft';
import {
  type FieldError,
  type FieldPath,
  fieldValue,
  firstInvalidStep,
  type OrderFormValues,
  stepOfField,
  validateStep,
  withoutHiddenTexts,
  wizardSteps,
} from '../orderSchema';
import * as styles from '../reorderAndOffer.css';
import { ErrorSummary } from './ErrorSummary';
import type { OrderFormState } from './formState';
import { OrderConfirmation, type OrderOutcome } from './OrderConfirmation';
import { ProductsStep } from './ProductsStep';

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

const todayIso = () => isoDay(new Date());

/** The reorder or offer-request wizard on one form and one schema; sends once, keeps every input until then. */
export function OrderWizard({ owner, draft: initialDraft, isStored, basket }: OrderWizardProps) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = usePageHref();
  const { mutate } = useSWRConfig();
  const { kind } = owner;

  // Shown: the later steps' code is fetched now, so it is there when the visitor goes on.
  useEffect(() => {
    loadDeliveryStep().catch(() => undefined); // a failed load shows when the step is opened
    loadReviewStep().catch(() => undefined);
  }, []);

  const draft = useRef(initialDraft);
  const [values, setValues] = useState<OrderFormValues>(initialDraft.values);
  const [stepIndex, setStepIndex] = useState(() => Math.max(0, wizardSteps.indexOf(initialDraft.step)));
  const [dirty, setDirty] = useState(isStored);
  const [touched, setTouched] = useState<ReadonlySet<FieldPath>>(() => new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());
  /** A refused sending; `detail` is the server's reason when it gave one beyond the generic text. */
  const [failure, setFailure] = useState<{ detail?: string } | undefined>(undefined);
  const [outcome, setOutcome] = useState<OrderOutcome | undefined>(undefined);
  const [wasSending] = useState(() => initialDraft.submission !== undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  /** The shown step's content: where the first field the server refused is looked for. */
  const stepRef = useRef<HTMLDivElement>(null);
  /** Set when a refusal named fields: focus goes to the first once sending has ended (fields are disabled till then). */
  const focusServerProblem = useRef(false);

  // The server names fields by the request's paths (`order_create.positions.1.amount`); they are read against
  // the values that were sent, so a line removed since does not shift the others' messages.
  const sentValues = useRef<OrderFormValues>(initialDraft.values);
  const fieldOfPath = useCallback((path: string) => fieldOfOrderPath(path, sentValues.current), []);
  /**
   * The server's word per field, shown beside it until the user changes that field: through the step's
   * `Form validationErrors` for a field (matched by its `name`, the field's path), through `errorFor` for the
   * positions as a whole.
   */
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldPath, string>>>({});

  // For the Form: only the fields the server named, as it spelled its messages.
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(serverErrors).flatMap(([field, message]) =>
          message === undefined ? [] : [[field, message]],
        ),
      ),
    [serverErrors],
  );

  const step = wizardSteps[stepIndex] ?? 'products';
  const errors: FieldError[] = useMemo(
    () => validateStep(step, values, kind, todayIso()),
    [step, values, kind],
  );
  const errorMap = useMemo(() => new Map(errors.map((error) => [error.field, error.message])), [errors]);
  const showAll = attempted.has(stepIndex);

  // Every change is kept at once: a reload, a lost session or a closed tab loses nothing.
  useEffect(() => {
    if (!dirty || outcome) return;
    draft.current = { ...draft.current, values, step, savedAt: new Date().toISOString() };
    saveDraft(owner, draft.current);
  }, [dirty, values, step, owner, outcome]);

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  // The server's word on a field stands until the user changes that field.
  useEffect(() => {
    setServerErrors((current) => {
      const changed = (Object.keys(current) as FieldPath[]).filter(
        (field) => fieldValue(values, field) !== fieldValue(sentValues.current, field),
      );
      if (changed.length === 0) return current;
      const kept = { ...current };
      for (const field of changed) delete kept[field];
      return kept;
    });
  }, [values]);

  const update = useCallback((change: (current: OrderFormValues) => OrderFormValues) => {
    setValues((current) => withoutHiddenTexts(change(current)));
    setDirty(true);
  }, []);
  const send = useSubmit(async () => {
    const invalid = firstInvalidStep(values, kind, todayIso());
    if (invalid) {
      const index = wizardSteps.indexOf(invalid);
      setAttempted((current) => new Set(current).add(index));
      setStepIndex(index);
      setFocusSummary((count) => count + 1);
      return;
    }
    const body = toOrderCreate(values, kind, owner.customerId);
    const submission = submissionFor(draft.current, JSON.stringify(body));
    // Stored before the request leaves: a reload or a lost answer while sending retries with this key.
    draft.current = { ...draft.current, values, step, submission, savedAt: new Date().toISOString() };
    saveDraft(owner, draft.current);
    setFailure(undefined);
    sentValues.current = values;
    setServerErrors({});

    const result = await createOrder(api, body, apiLanguage(locale), submission.key);
    if (result.kind === 'ok') {
      discardDraft(owner);
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
    const sorted = sortFieldErrors(result.fieldErrors, 'order_create', fieldOfPath);
    setServerErrors(sorted.byField);
    const detail = remainingText(sorted, result.status < 500 ? result.message : undefined, generic);
    setFailure(detail === undefined || detail === generic ? {} : { detail });
    const refusedSteps = new Set((Object.keys(sorted.byField) as FieldPath[]).map(stepOfField));
    const firstStep = wizardSteps.findIndex((id) => refusedSteps.has(id));
    if (firstStep >= 0) {
      setStepIndex(firstStep);
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

  /** The rule's message on `field` once the user left it or tried to go on. */
  const ruleError = (field: FieldPath) => {
    const message = errorMap.get(field);
    return message && (showAll || touched.has(field)) ? intl.formatMessage(message) : undefined;
  };
  const form: OrderFormState = {
    kind,
    values,
    update,
    set: (field, value) => update((current) => ({ ...current, [field]: value })),
    errorFor: (field) => serverErrors[field] ?? ruleError(field),
    field: (name) => {
      const errorMessage = ruleError(name);
      // Never `isInvalid={false}`: that would hide the server's word, which the Form hands the field by name.
      return { name, errorMessage, isInvalid: errorMessage === undefined ? undefined : true };
    },
    touch: (field) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    isDisabled: send.isSubmitting,
  };

  const leave = () => {
    discardDraft(owner);
    navigate(localized('basket'));
  };

  if (outcome) return <OrderConfirmation kind={kind} outcome={outcome} />;

  const goTo = (target: number) => {
    if (target > stepIndex && errors.length > 0) {
      setAttempted((current) => new Set(current).add(stepIndex));
      setFocusSummary((count) => count + 1);
      return;
    }
    setStepIndex(target);
    setDirty(true);
  };

  const reviewTitle = intl.formatMessage(kind === 'order' ? w.stepReviewOrder : w.stepReviewOffer);
  const failureAlert = failure ? (
    <div className={styles.section}>
      {/* The notice announces the failure (spec §8); this stays beside the button that sends again. */}
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
        {failure.detail && <>{failure.detail} </>}
        {intl.formatMessage(r.failureKept)}
      </InlineAlert>
    </div>
  ) : undefined;

  const shownErrors = showAll ? errors : [];
  const withSummary = (content: ReactNode) => (
    <div ref={stepRef}>
      <ErrorSummary ref={summaryRef} errors={shownErrors} />
      {/* The wizard's buttons go on or send; Enter in a field does neither, as before there was a form. */}
      <PortalForm form={{ validationErrors }} onSubmit={(event) => event.preventDefault()}>
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
          onEdit={goTo}
          failure={failureAlert}
          wasSending={wasSending}
          printTitle={`${intl.formatMessage(kind === 'order' ? p.reorderTitle : p.offerTitle)} – ${reviewTitle}`}
        />,
      ),
    },
  ];

  return (
    <Wizard
      steps={steps}
      currentStep={stepIndex}
      onStepChange={goTo}
      onFinish={() => send.onSubmit()}
      onAbort={leave}
      isSubmitting={send.isSubmitting}
      labels={{
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
      }}
    />
  );
}
