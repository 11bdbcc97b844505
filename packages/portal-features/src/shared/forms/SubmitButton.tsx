import { defineMessage, defineMessages } from '@formatjs/intl';
import { Button, VisuallyHidden } from '@kundenportal/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from '../i18n';
import { focusFirstProblem } from './focusProblem';

export const submitMessages = defineMessages({
  untouched: { id: 'forms.submit.untouched', defaultMessage: 'Bitte füllen Sie zuerst das Formular aus.' },
  sending: { id: 'forms.submit.sending', defaultMessage: 'Wird gesendet …' },
});
// The count, not the messages themselves: those show beside their fields and must stay unique on the page.
// Exported for the stories, which expect it in their locale.
export const submitMissing = defineMessage<{ count: number }>({
  id: 'forms.submit.missing',
  defaultMessage:
    'Noch nicht vollständig: {count, plural, one {eine Angabe fehlt oder ist ungültig} other {# Angaben fehlen oder sind ungültig}}. Drücken Sie hier, um zur ersten zu gelangen.',
});

export interface SubmitButtonProps {
  children: ReactNode;
  /** Valid and changed (`useSchemaForm().canSubmit`). */
  canSubmit: boolean;
  isSubmitting?: boolean;
  /** What is still wrong (`useSchemaForm().problems`), read out while the button is blocked. */
  problems: readonly string[];
  /** Pressed while blocked: show every field's message (`touchAll`). */
  onBlockedPress(): void;
}

/**
 * The submit of every form. Spec §5 wants it disabled while the form is invalid or untouched; it stays
 * focusable (`aria-disabled`) and says why, and pressing it then shows the messages and moves to the first
 * field that needs attention – nobody is left in front of a silent button.
 */
export function SubmitButton({
  children,
  canSubmit,
  isSubmitting = false,
  problems,
  onBlockedPress,
}: SubmitButtonProps) {
  const intl = useIntl();
  const reasonId = useId();
  // While sending the button is pending (Button's one pending look: spinner, presses ignored, announced).
  const isBlocked = !canSubmit && !isSubmitting;
  const reason =
    problems.length > 0
      ? intl.formatMessage(submitMissing, { count: problems.length })
      : intl.formatMessage(submitMessages.untouched);
  return (
    <>
      <Button
        type={isBlocked ? 'button' : 'submit'}
        isPending={isSubmitting}
        pendingLabel={intl.formatMessage(submitMessages.sending)}
        aria-disabled={isBlocked ? 'true' : undefined}
        aria-describedby={isBlocked ? reasonId : undefined}
        onPress={
          isBlocked
            ? () => {
                onBlockedPress();
                // Once the messages are drawn: to the first field that needs attention.
                focusFirstProblem(document.getElementById(reasonId)?.closest('form') ?? null, {
                  selects: false,
                });
              }
            : undefined
        }
      >
        {children}
      </Button>
      {isBlocked && (
        <VisuallyHidden>
          <span id={reasonId}>{reason}</span>
        </VisuallyHidden>
      )}
    </>
  );
}
