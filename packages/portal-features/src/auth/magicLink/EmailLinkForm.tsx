import type { Throttled } from '@kundenportal/api-client';
import { TextField } from '@kundenportal/ui';
import { type ReactNode, useRef, useState } from 'react';
import type * as v from 'valibot';
import { type ApiResult, tooManyAttempts } from '../../shared/api';
import {
  fieldLimits,
  focusFirstProblem,
  PortalForm,
  SubmitButton,
  useSchemaForm,
  useSubmit,
} from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { commonMessages as c } from '../messages';
import type { EmailValues } from '../validation/emailFormSchemas';

export interface EmailLinkFormProps {
  lead: string;
  /** The e-mail field's rules (magicLinkSchema, resetPasswordSchema). */
  schema: v.GenericSchema<EmailValues>;
  submitLabel: string;
  /** Sends the link. Without any response the form goes to /outofservice (spec §8) and `onDone` is not called. */
  send: (email: string) => Promise<ApiResult<unknown>>;
  /**
   * Shown in the form when the server refused – unless it named the address, whose message then stands beside
   * it; without it a refusal counts as done (the login link, spec §8) – except too many attempts (429), which
   * both forms answer with how long to wait.
   */
  failureText?: string;
  onDone: () => void;
  autoFocus?: boolean;
  /** Ways to the other auth forms, below the submit button. */
  children?: ReactNode;
}

/** One e-mail field that sends a link: the login link and the forgot-password link. */
export function EmailLinkForm({
  lead,
  schema,
  submitLabel,
  send,
  failureText,
  onDone,
  autoFocus = false,
  children,
}: EmailLinkFormProps) {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  const goOutOfService = useGoOutOfService();
  // The request's wrapper (`magic_link.email`) as the server names the field.
  const form = useSchemaForm(schema, { email: '' }, { serverPrefix: 'magic_link' });
  const formRef = useRef<HTMLFormElement>(null);
  const [isFailed, setFailed] = useState(false);
  const [throttled, setThrottled] = useState<Throttled>();

  const { onSubmit: submit, isSubmitting } = useSubmit(async () => {
    if (!form.canSubmit) return;
    setFailed(false);
    setThrottled(undefined);
    form.clearServerErrors();
    const result = await send(form.values.email.trim());
    if (result.kind === 'unreachable') {
      // Nothing was sent, so no notice that it was; the form may sit in a dialog or on /magic.
      close();
      goOutOfService();
      return;
    }
    // Nothing was looked at: the address is not wrong, the user sends it again once the time has passed.
    const wait = tooManyAttempts(result);
    if (wait) {
      setThrottled(wait);
      return;
    }
    if (result.kind !== 'ok' && failureText) {
      const { byField } = form.take(result.kind === 'rejected' ? result.fieldErrors : []);
      if (byField.email === undefined) setFailed(true);
      else focusFirstProblem(formRef.current);
      return;
    }
    onDone();
  });

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <p className={styles.lead}>{lead}</p>
      <FormAlert
        text={throttled ? tooManyAttemptsText(intl, throttled) : isFailed ? failureText : undefined}
      />
      <TextField
        autoFocus={autoFocus}
        {...form.fieldProps('email')}
        type="email"
        autoComplete="email"
        maxLength={fieldLimits.magicLink.email}
        label={intl.formatMessage(c.email)}
        isRequired
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        onBlur={() => form.touch('email')}
        isInvalid={isFailed || form.fieldProps('email').isInvalid}
      />
      <p className={styles.requiredHint}>{intl.formatMessage(c.requiredHint)}</p>
      <div className={styles.actions}>
        <SubmitButton
          canSubmit={form.canSubmit}
          isSubmitting={isSubmitting}
          problems={form.problems}
          onBlockedPress={form.touchAll}
        >
          {submitLabel}
        </SubmitButton>
      </div>
      {children}
    </PortalForm>
  );
}
