import { Button } from '@kundenportal/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages';
import { PageHeading, page, usePageTitle } from '../../shared/page';
import { useHydrated, useOffers } from '../../shared/services';
import { loginTargetPath, useAuthDialogs, useSession } from '../../shared/session';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { loginPageMessages as m, newPasswordMessages, withoutLinkMessages } from '../messages';
import { NewPasswordForm } from '../resetPassword/NewPasswordForm';
import { LoginForm } from './LoginForm';
import { useLinkLogin } from './useLinkLogin';

/**
 * /login: the authentication callback. With `?magic=<token>` it logs in with the login link (once – the link
 * is single-use) and goes to /user/{target}; without a token it shows the login form on the page itself – a
 * bookmark, a shared link or a browser without dialogs still finds a way in. A password-reset link
 * (`&purpose=reset`) logs in the same way and then asks for the new password ('Neues Passwort festlegen')
 * instead of the forgotten one; the server allows that only in the session the reset link started. Too many link
 * logins from here (429) say how long to wait and offer to try the same link again.
 */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { isAuthenticated, userPages } = useSession();
  const { open } = useAuthDialogs();
  const [params] = useSearchParams();
  const token = params.get('magic');
  const target = params.get('target') ?? undefined;
  const isResetLink = params.get('purpose') === 'reset';
  // A link opened where the backend has no link login (config.json): nothing to ask; the page says so and offers
  // the login with password. (While hydrating, the build's config offers nothing: the check waits for the real one.)
  const isHydrated = useHydrated();
  const offersLinks = useOffers('loginWithMagicLink');
  const isLinkUnavailable = Boolean(token) && isHydrated && !offersLinks;
  const { isLinkInvalid, throttled, retry, isSettingPassword } = useLinkLogin({
    token,
    target,
    isResetLink,
    offersLinks,
  });
  const title = intl.formatMessage(
    isResetLink && !isLinkInvalid && !isLinkUnavailable ? newPasswordMessages.title : m.title,
  );
  usePageTitle(title);

  const hasToken = Boolean(token);
  // Only on arrival: already logged in, /login has nothing to ask and goes on to the target.
  const hasArrived = useRef(false);
  useEffect(() => {
    if (hasToken || hasArrived.current) return;
    hasArrived.current = true;
    if (isAuthenticated) navigate(localized(loginTargetPath(target, userPages)), { replace: true });
  }, [hasToken, isAuthenticated, navigate, localized, target, userPages]);

  const dialogOptions = target ? { target } : {};
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      {isLinkUnavailable && (
        <>
          <p role="status" className={styles.message}>
            {intl.formatMessage(withoutLinkMessages.unavailable)}
          </p>
          {!isAuthenticated && <LoginForm options={dialogOptions} />}
        </>
      )}
      {hasToken && !isLinkUnavailable && !isLinkInvalid && !isSettingPassword && !throttled && (
        <p role="status" className={styles.message}>
          {intl.formatMessage(m.checking)}
        </p>
      )}
      {isLinkInvalid && (
        <div className={styles.form}>
          <FormAlert text={intl.formatMessage(m.expired)} />
          <div className={styles.actions}>
            <Button onPress={() => open(isResetLink ? 'resetPassword' : 'magicLink', dialogOptions)}>
              {intl.formatMessage(m.requestNew)}
            </Button>
          </div>
        </div>
      )}
      {throttled && (
        <div className={styles.form}>
          <FormAlert text={tooManyAttemptsText(intl, throttled)} />
          <div className={styles.actions}>
            <Button onPress={retry}>{intl.formatMessage(commonMessages.retry)}</Button>
          </div>
        </div>
      )}
      {isSettingPassword && isAuthenticated && <NewPasswordForm target={target} />}
      {!hasToken && !isAuthenticated && <LoginForm options={dialogOptions} />}
    </div>
  );
}
