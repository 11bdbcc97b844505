import { Button } from '@kundenportal/ui';
import { useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { page, pageTitle, usePageTitle } from '../../shared/page';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { commonMessages as c, magicLinkMessages as m } from '../messages';
import { MagicLinkForm } from './MagicLinkForm';

/** /magic: the login-link form as a page, e.g. for a bookmark or a link in an e-mail. */
export function MagicLinkPage() {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  // A fresh, empty form after each request, so the next address can be typed at once.
  const [round, setRound] = useState(0);
  return (
    <div className={page}>
      <h1 className={pageTitle}>{title}</h1>
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
