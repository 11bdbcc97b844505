import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Wizard.css';

export interface WizardStep {
  id: string;
  title: string;
  content: ReactNode;
  /** `false` keeps 'next' disabled until the step is valid. */
  canProceed?: boolean;
}

export interface WizardLabels {
  /** Accessible name of the step list, e.g. 'Bestellschritte'. */
  steps: string;
  /** e.g. `(n, total) => \`Schritt ${n} von ${total}\`` */
  stepOf: (step: number, total: number) => string;
  /** Read after a finished step's title, e.g. 'abgeschlossen'. */
  completed: string;
  back: string;
  next: string;
  /** The last step's 'next', e.g. 'Prüfen & Bestellen'. */
  finish: string;
  /** The finish button's spinner while the submit runs, e.g. 'Wird gesendet …'. */
  pending: string;
  abort: string;
  abortConfirm: { title: string; message: string; confirm: string; cancel: string };
}

export interface WizardProps {
  steps: readonly WizardStep[];
  labels: WizardLabels;
  /** Controlled step index (0-based); leave out and use `defaultStep` to let the wizard keep it. */
  currentStep?: number;
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  onFinish: () => void;
  /** Called only after the user confirmed the abort question. */
  onAbort: () => void;
  /** Overrides the current step's `canProceed`, for validity the parent tracks. */
  canProceed?: boolean;
  /** While the final submit runs: finish reports pending, back and abort are disabled. */
  isSubmitting?: boolean;
  headingLevel?: 2 | 3;
}

type StepState = 'completed' | 'current' | 'upcoming';

/** A multi-step flow (reorder, offer request): numbered steps, back/next/abort, abort asks first. */
export function Wizard({
  steps,
  labels,
  currentStep,
  defaultStep = 0,
  onStepChange,
  onFinish,
  onAbort,
  canProceed,
  isSubmitting = false,
  headingLevel = 2,
}: WizardProps) {
  const [ownStep, setOwnStep] = useState(defaultStep);
  const [isAbortOpen, setAbortOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const index = Math.min(Math.max(currentStep ?? ownStep, 0), steps.length - 1);
  const step = steps[index];

  // Screen reader and keyboard users land on the new step's title instead of a button that moved.
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);

  if (!step) return null;

  const goTo = (target: number) => {
    if (currentStep === undefined) setOwnStep(target);
    onStepChange?.(target);
  };
  const isLast = index === steps.length - 1;
  const isStepValid = canProceed ?? step.canProceed ?? true;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.wizard}>
      <ol aria-label={labels.steps} className={styles.stepList}>
        {steps.map((item, i) => {
          const state: StepState = i < index ? 'completed' : i === index ? 'current' : 'upcoming';
          return (
            <li
              key={item.id}
              aria-current={state === 'current' ? 'step' : undefined}
              className={styles.stepItem({ state })}
            >
              <span aria-hidden="true" className={styles.stepMarker({ state })}>
                {state === 'completed' ? <Icon name="check" size="small" weight="bold" /> : i + 1}
              </span>
              <span>
                {item.title}
                {state === 'completed' && (
                  <VisuallyHidden elementType="span">, {labels.completed}</VisuallyHidden>
                )}
              </span>
            </li>
          );
        })}
      </ol>

      <section aria-labelledby={headingId} className={styles.panel}>
        <p className={styles.stepCounter}>{labels.stepOf(index + 1, steps.length)}</p>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {step.title}
        </Heading>
        {step.content}
      </section>

      <div className={styles.actions}>
        <Button variant="tertiary" isDisabled={isSubmitting} onPress={() => setAbortOpen(true)}>
          {labels.abort}
        </Button>
        <div className={styles.forwardActions}>
          {index > 0 && (
            <Button variant="secondary" isDisabled={isSubmitting} onPress={() => goTo(index - 1)}>
              {labels.back}
            </Button>
          )}
          {isLast ? (
            // Pending rather than disabled while submitting: a second press is ignored but focus stays put.
            <Button
              isDisabled={!isStepValid}
              isPending={isSubmitting}
              pendingLabel={labels.pending}
              onPress={onFinish}
            >
              {labels.finish}
            </Button>
          ) : (
            <Button isDisabled={!isStepValid || isSubmitting} onPress={() => goTo(index + 1)}>
              {labels.next}
            </Button>
          )}
        </div>
      </div>

      <ConfirmDialog
        isOpen={isAbortOpen}
        title={labels.abortConfirm.title}
        message={labels.abortConfirm.message}
        labels={{ confirm: labels.abortConfirm.confirm, cancel: labels.abortConfirm.cancel }}
        variant="danger"
        onCancel={() => setAbortOpen(false)}
        onConfirm={() => {
          setAbortOpen(false);
          onAbort();
        }}
      />
    </div>
  );
}
