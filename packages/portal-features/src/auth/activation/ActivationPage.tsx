import { Link } from '@kundenportal/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiResult } from '../../shared/api';
import { SupportDetails } from '../../shared/contact';
import { useIntl } from '../../shared/i18n';
import { PageHeading, page, usePageTitle } from '../../shared/page';
import { usePageHref } from '../../shared/pages';
import { useApi, useOffers, useRuntimeConfig } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import { confirmRegistration } from '../api/confirmRegistration';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { activationElsewhere, doubleOptInMessages, activationMessages as m } from '../messages';

/**
 * /activation?token=…: the link of the double-opt-in e-mail. Confirms the address once and says what happens
 * next – in the double-opt-in dialog (spec §2) and on the page below it, which is what stays once the dialog is
 * closed – or that it did not work.
 */
export function ActivationPage() {
  const intl = useIntl();
  const api = useApi();
  const localized = usePageHref();
  const goOutOfService = useGoOutOfService();
  const { dialog, open } = useAuthDialogs();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [result, setResult] = useState<ApiResult<unknown> | undefined>();
  // The link is single-use: once its answer is in, a re-run of the effect (new dependencies) must not ask again.
  const handledToken = useRef<string | null>(null);
  const confirmedHeading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  // Without the backend's confirmation call (config.json) nothing is asked: the supplier confirms elsewhere.
  const offersConfirmation = useOffers('confirmRegistration');
  const { companyName } = useRuntimeConfig();

  useEffect(() => {
    if (!token || !offersConfirmation || handledToken.current === token) return;
    let isCurrent = true;
    void confirmRegistration(api, token).then((answer) => {
      if (!isCurrent) return;
      handledToken.current = token;
      if (answer.kind === 'unreachable' || answer.kind === 'sessionEnded') {
        goOutOfService();
        return;
      }
      setResult(answer);
      if (answer.kind === 'ok') open('doubleOptIn');
    });
    return () => {
      isCurrent = false;
    };
  }, [api, token, offersConfirmation, goOutOfService, open]);

  // The dialog opened by itself, so focus had no trigger to return to: it goes to the same message on the page.
  const wasDialogOpen = useRef(false);
  useEffect(() => {
    if (dialog === 'doubleOptIn') {
      wasDialogOpen.current = true;
    } else if (wasDialogOpen.current) {
      wasDialogOpen.current = false;
      if (dialog === null) confirmedHeading.current?.focus();
    }
  }, [dialog]);

  let content: ReactNode;
  if (!offersConfirmation) {
    content = (
      <>
        <p className={styles.message}>{intl.formatMessage(activationElsewhere, { company: companyName })}</p>
        <SupportDetails />
      </>
    );
  } else if (!token) {
    content = <FormAlert text={intl.formatMessage(m.missingToken)} />;
  } else if (!result) {
    content = (
      <p role="status" className={styles.message}>
        {intl.formatMessage(m.checking)}
      </p>
    );
  } else if (result.kind === 'ok') {
    content = (
      <div role="status">
        <h2 ref={confirmedHeading} tabIndex={-1} className={styles.legend}>
          {intl.formatMessage(doubleOptInMessages.title)}
        </h2>
        <p className={styles.message}>{intl.formatMessage(doubleOptInMessages.text)}</p>
      </div>
    );
  } else {
    content = <FormAlert text={intl.formatMessage(m.failed)} />;
  }

  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <div className={styles.form}>
        {content}
        <p className={styles.message}>
          <Link href={localized('home')}>{intl.formatMessage(m.home)}</Link>
        </p>
      </div>
    </div>
  );
}
