import type { components } from '@kundenportal/api-client';
import { useEffect, useRef, useState } from 'react';
import { callApi, useIdempotencyKey, writeFailureText } from '../shared/api';
import { allowsHandBackTo } from '../shared/config';
import { apiLanguage, useIntl, useLocale } from '../shared/i18n';
import { useApi, useRuntimeConfig } from '../shared/services';
import { punchoutMessages as m } from './messages';

type HandBack = components['schemas']['PunchoutHandBack'];

/**
 * The hand-back of a punchout basket: `send` asks the backend for the message (the basket, or – cancelled – an
 * empty one) and keeps it as `handBack` when it may go where the backend says (config.json); the page draws it as
 * a form (`formRef`), which is posted once as it mounts, and focus goes to what happened (`outcomeRef`). A refusal
 * is `problem`.
 */
export function useHandBack() {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const config = useRuntimeConfig();
  const idempotencyKey = useIdempotencyKey();
  const [handBack, setHandBack] = useState<{ answer: HandBack; cancel: boolean }>();
  const [pending, setPending] = useState<'transfer' | 'cancel'>();
  const [problem, setProblem] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const posted = useRef(false);

  // The message is posted once: the form is drawn with the answer and submitted as it mounts, never again. The
  // buttons go with it; focus moves to what happened (a target frame leaves this page on screen).
  useEffect(() => {
    if (!handBack || posted.current || !formRef.current) return;
    posted.current = true;
    outcomeRef.current?.focus();
    formRef.current.submit();
  }, [handBack]);

  const send = async (cancel: boolean) => {
    if (pending || handBack) return;
    setPending(cancel ? 'cancel' : 'transfer');
    setProblem(undefined);
    const body = { punchout_transfer: { cancel } };
    try {
      const result = await callApi(() =>
        api.POST('/punchout/transfer', {
          params: {
            query: { language: apiLanguage(locale) },
            header: { 'Idempotency-Key': idempotencyKey(body) },
          },
          body,
        }),
      );
      if (result.kind !== 'ok') {
        setProblem(writeFailureText(result, intl.formatMessage(m.failed)));
        return;
      }
      // The backend names where to post; the portal posts only where the deployment allows (config.json).
      if (!allowsHandBackTo(config, result.data.action)) {
        setProblem(intl.formatMessage(m.originRefused, { origin: originOf(result.data.action) }));
        return;
      }
      setHandBack({ answer: result.data, cancel });
    } finally {
      setPending(undefined);
    }
  };

  return { handBack, pending, problem, send, formRef, outcomeRef };
}

/** The origin a URL names, for a message (a broken URL shows as itself, cut short). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url.slice(0, 80);
  }
}
