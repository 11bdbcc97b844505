import { Link } from '@kundenportal/ui';
import type { MouseEvent } from 'react';
import { useIntl } from '../i18n';
import { mailtoHref, type PreparedMail } from './mailtoHref';
import { mailMessages as m, mailHint } from './messages';

/** Says before the press that an e-mail program opens with the prepared mail, and to whom it goes. */
export function SendByMailHint({ id, to }: { id: string; to: string }) {
  const intl = useIntl();
  return <p id={id}>{intl.formatMessage(mailHint, { email: to })}</p>;
}

export interface SendByMailLinkProps {
  mail: PreparedMail;
  /** The hint's id (SendByMailHint), read out with the link. */
  hintId: string;
  /** False while the form has problems: a press then shows them (`onBlocked`) instead of opening the mail. */
  canSend: boolean;
  onBlocked(): void;
}

/**
 * The form's send action where the backend cannot take the message: a link that opens the user's e-mail
 * program with the mail filled in from the form – a link, so what it does is what it says and its address can
 * be copied. The form's rules still apply: with problems it opens nothing and shows them.
 */
export function SendByMailLink({ mail, hintId, canSend, onBlocked }: SendByMailLinkProps) {
  const intl = useIntl();
  // onClick rather than onPress: only the click event can keep the browser from following the link.
  const check = (event: MouseEvent) => {
    if (canSend) return;
    event.preventDefault();
    onBlocked();
  };
  return (
    <Link variant="button" href={mailtoHref(mail)} aria-describedby={hintId} onClick={check}>
      {intl.formatMessage(m.open)}
    </Link>
  );
}
