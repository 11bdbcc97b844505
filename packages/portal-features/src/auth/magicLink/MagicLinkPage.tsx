import { Button } from '@kundenportal/ui';
import { useId, useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { PageFrame, PageHeading, page, usePageTitle } from '../../shared/page';
import { useOffers } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { ForgotPasswordHelp } from '../login/ForgotPasswordHelp';
import {
  commonMessages as c,
  loginMessages,
  magicLinkMessages as m,
  withoutLinkMessages as w,
} from '../messages';
import { MagicLinkForm } from './MagicLinkForm';

/** /magic: the login-link form as a page, e.g. for a bookmark or a link in an e-mail. */
export function MagicLinkPage() {
  return useOffers('loginWithMagicLink') ? <MagicLinkFormPage /> : <WithoutLinkLoginPage />;
}

function MagicLinkFormPage() {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  // A fresh, empty form after each request, so the next address can be typed at once.
  const [round, setRound] = useState(0);
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <MagicLinkForm key={round} onDone={() => setRound((count) => count + 1)}>
        <div className={styles.otherWays}>
          <Button variant="tertiary" onPress={() => open('login')}>
            {intl.formatMessage(c.backToLogin)}
          </Button>
        </div>
      </MagicLinkForm>
    </div>
  );
}

/**
 * The backend has no link login (`loginWithMagicLink` not in config.json's capabilities): /magic opened anyway – a
 * bookmark, an old e-mail – says so and shows the ways that work: the login with password, and the support.
 */
function WithoutLinkLoginPage() {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  const helpId = useId();
  return (
    <PageFrame title={intl.formatMessage(w.title)}>
      <div className={styles.form}>
        <p className={styles.lead}>{intl.formatMessage(w.unavailable)}</p>
        <div className={styles.actions}>
          <Button onPress={() => open('login')}>{intl.formatMessage(loginMessages.title)}</Button>
        </div>
        <ForgotPasswordHelp id={helpId} />
      </div>
    </PageFrame>
  );
}
