import { Link } from '@kundenportal/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { page, pageTitle, usePageTitle } from '../../shared/page';
import { useApi } from '../../shared/services';
import { type ConfirmationResult, confirmRegistration } from '../api/confirmRegistration';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { commonMessages, doubleOptInMessages, activationMessages as m } from '../messages';

/**
 * /activation?token=…: the link of the double-opt-in e-mail. Confirms the address once and says what happens
 * next, or why it did not work.
 */
export function ActivationPage() {
  const intl = useIntl();
  const api = useApi();
  const localized = useLocalizedPath();
  const goOutOfService = useGoOutOfService();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [result, setResult] = useState<ConfirmationResult | undefined>();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    void confirmRegistration(api, token).then((answer) => {
      if (!isCurrent) return;
      if (answer.kind === 'unreachable') goOutOfService();
      else setResult(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, token, goOutOfService]);

  let content: ReactNode;
  if (!token) {
    content = <FormAlert text={intl.formatMessage(m.missingToken)} />;
  } else if (!result) {
    content = (
      <p role="status" className={styles.message}>
        {intl.formatMessage(m.checking)}
      </p>
    );
  } else if (result.kind === 'confirmed') {
    content = (
      <div role="status">
        <h2 className={styles.legend}>{intl.formatMessage(doubleOptInMessages.title)}</h2>
        <p className={styles.message}>{intl.formatMessage(doubleOptInMessages.text)}</p>
      </div>
    );
  } else {
    const detail = result.kind === 'failed' ? result.message : undefined;
    content = (
      <FormAlert
        text={
          [intl.formatMessage(m.failed), detail].filter(Boolean).join(' ') ||
          intl.formatMessage(commonMessages.genericError)
        }
      />
    );
  }

  return (
    <div className={page}>
      <h1 className={pageTitle}>{title}</h1>
      <div className={styles.form}>
        {content}
        <p className={styles.message}>
          <Link href={localized('/')}>{intl.formatMessage(m.home)}</Link>
        </p>
      </div>
    </div>
  );
}
