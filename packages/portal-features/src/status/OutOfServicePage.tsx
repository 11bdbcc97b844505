import { Button } from '@kundenportal/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SupportWhenStuck } from '../shared/contact';
import { useIntl } from '../shared/i18n';
import { PageHeading, page, statusPageStyles as styles, usePageTitle } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { useNotify, usePortalServices } from '../shared/services';
import { safeReturnPath } from '../shared/session';
import { statusMessages as m } from './messages';

/**
 * Shown when the backend does not answer. The retry asks the service again and, once it answers, leaves for
 * the page the user was on (`?from=`), telling them the service is back. Until then the support contact is the way
 * on – none while config.json itself is what fails (its contact is not known then).
 */
export function OutOfServicePage() {
  const intl = useIntl();
  const href = usePageHref();
  const navigate = useNavigate();
  const notify = useNotify();
  const { checkService } = usePortalServices();
  const [params] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  const title = intl.formatMessage(m.outOfServiceTitle);
  usePageTitle(title);

  const retry = async () => {
    setChecking(true);
    const available = await checkService();
    setChecking(false);
    if (!available) {
      setStillDown(true);
      return;
    }
    notify(intl.formatMessage(m.serviceBack), 'info');
    // Only paths inside the portal: the parameter must not become an open redirect.
    navigate(safeReturnPath(params.get('from')) ?? href('home'), { replace: true });
  };

  return (
    <div className={`${page} ${styles.status}`}>
      <PageHeading>{title}</PageHeading>
      <p className={styles.message}>{intl.formatMessage(m.outOfServiceText)}</p>
      <div className={styles.actions}>
        <Button onPress={retry} isDisabled={checking}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
      <p role="status" className={styles.message}>
        {stillDown ? intl.formatMessage(m.stillDown) : ''}
      </p>
      <SupportWhenStuck />
    </div>
  );
}
