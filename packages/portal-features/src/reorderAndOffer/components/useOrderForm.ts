/** The wizard's one form: the order's values on useSchemaForm, the step shown, and the draft that keeps both. */
import type { OrderCreate } from '@kundenportal/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isoDay } from '../../shared/format';
import { type SchemaForm, useSchemaForm } from '../../shared/forms';
import { fieldOfOrderPath } from '../orderCreate';
import {
  type DraftOwner,
  type DraftSubmission,
  discardDraft,
  type OrderDraft,
  saveDraft,
  submissionFor,
} from '../orderDraft';
import {
  type FieldPath,
  fieldOfIssue,
  fieldValue,
  type OrderFormValues,
  orderStepSchema,
  stepOfField,
  type WizardStepId,
  wizardSteps,
} from '../orderSchema';

export const todayIso = () => isoDay(new Date());

/** Messages stand beside paths (`lines.<key>.amount`); a path's value tells whether the user changed it. */
const orderPaths = { fieldOfIssue, valueAt: fieldValue };

export interface OrderForm {
  form: SchemaForm<OrderFormValues, FieldPath>;
  step: WizardStepId;
  stepIndex: number;
  /** Opens a step, where the user may go (back, or on from a step whose rules pass). */
  goToStep(index: number): void;
  /** Opens `step` with all its messages and the summary of them focused: the user cannot go on from there yet. */
  showProblems(step: WizardStepId): void;
  /** The step's error summary, which takes focus when a step refuses to go on. */
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** Stores the request with its key before it leaves: a reload or a lost answer retries with this key. */
  storeSubmission(body: OrderCreate): DraftSubmission;
  /** Sent: the draft is gone and stays gone. */
  finish(): void;
}

/**
 * The order's values and messages on the portal's one form state, checked by the rules of the step shown (the
 * others show theirs when opened), with every change kept in the draft at once – a reload, a lost session or a
 * closed tab loses nothing.
 */
export function useOrderForm(owner: DraftOwner, initialDraft: OrderDraft, isStored: boolean): OrderForm {
  const { kind } = owner;
  const draft = useRef(initialDraft);
  const [stepIndex, setStepIndex] = useState(() => Math.max(0, wizardSteps.indexOf(initialDraft.step)));
  const step = wizardSteps[stepIndex] ?? 'products';
  const today = todayIso();
  const schema = useMemo(() => orderStepSchema(kind, today, step), [kind, today, step]);
  // The server names fields by the request's paths (`order_create.positions.1.amount`); they are read against
  // the values that were sent, so a line removed since does not shift the others' messages.
  const sentValues = useRef<OrderFormValues>(initialDraft.values);
  const fieldOfPath = useCallback((path: string) => fieldOfOrderPath(path, sentValues.current), []);
  const form = useSchemaForm(schema, initialDraft.values, {
    serverPrefix: 'order_create',
    serverFields: fieldOfPath,
    paths: orderPaths,
    groupOf: stepOfField,
  });
  // A fresh draft is stored once the user changes something – a value, or the step.
  const [hasMoved, setMoved] = useState(isStored);
  const isDirty = hasMoved || form.values !== draft.current.values;
  const isFinished = useRef(false);
  useEffect(() => {
    if (!isDirty || isFinished.current) return;
    draft.current = { ...draft.current, values: form.values, step, savedAt: new Date().toISOString() };
    saveDraft(owner, draft.current);
  }, [isDirty, form.values, step, owner]);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);
  const showProblems = (shown: WizardStepId) => {
    form.touchAll(shown);
    setStepIndex(wizardSteps.indexOf(shown));
    setSummaryFocus((count) => count + 1);
  };

  return {
    form,
    step,
    stepIndex,
    goToStep: (target) => {
      if (target > stepIndex && form.issues.length > 0) {
        showProblems(step);
        return;
      }
      setStepIndex(target);
      setMoved(true);
    },
    showProblems,
    summaryRef,
    storeSubmission: (body) => {
      const submission = submissionFor(draft.current, JSON.stringify(body));
      draft.current = {
        ...draft.current,
        values: form.values,
        step,
        submission,
        savedAt: new Date().toISOString(),
      };
      saveDraft(owner, draft.current);
      sentValues.current = form.values;
      return submission;
    },
    finish: () => {
      isFinished.current = true;
      discardDraft(owner);
    },
  };
}
