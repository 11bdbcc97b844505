import type { Throttled } from '@kundenportal/api-client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tooManyAttempts } from '../../shared/api';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify } from '../../shared/services';
import { loginTargetPath, useSession } from '../../shared/session';
import { loginWithMagicLink } from '../api/loginWithMagicLink';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { loginMessages } from '../messages';

export interface LinkLogin {
  /** The link is spent, expired or unknown: a new one must be asked for. */
  isLinkInvalid: boolean;
  /** Too many link logins from here (429): the link was not looked at, so it still works once the wait is over. */
  throttled: Throttled | undefined;
  /** The same link once more, after a wait. */
  retry(): void;
  /** Logged in by a reset link: the new-password form shows until the password is saved. */
  isSettingPassword: boolean;
}

/**
 * Logs in with a login link's `token` (once – the link is single-use) when the deployment offers link logins, then
 * goes to /user/{target} – or, for a reset link, leaves the page to ask for the new password.
 */
export function useLinkLogin({
  token,
  target,
  isResetLink,
  offersLinks,
}: {
  token: string | null;
  target: string | undefined;
  isResetLink: boolean;
  offersLinks: boolean;
}): LinkLogin {
  const intl = useIntl();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const goOutOfService = useGoOutOfService();
  const { userPages } = useSession();
  const [isLinkInvalid, setLinkInvalid] = useState(false);
  const [throttled, setThrottled] = useState<Throttled>();
  const [isSettingPassword, setSettingPassword] = useState(false);
  // The effect may run again (StrictMode, new dependencies); the answer is acted on once, and once it is in, a
  // re-run must not ask again – the link is spent by then.
  const handledToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !offersLinks || throttled || handledToken.current === token) return;
    let isCurrent = true;
    void loginWithMagicLink(api, token).then((result) => {
      if (!isCurrent || handledToken.current === token) return;
      handledToken.current = token;
      const wait = tooManyAttempts(result);
      if (wait) {
        setThrottled(wait);
      } else if (result === 'invalid') {
        setLinkInvalid(true);
      } else if (result === 'unreachable') {
        goOutOfService();
      } else if (isResetLink) {
        setSettingPassword(true);
      } else {
        notify(intl.formatMessage(loginMessages.success), 'success', defaultNotificationDuration);
        // Replace: going back must not land on the spent link again.
        navigate(localized(loginTargetPath(target, userPages)), { replace: true });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [
    api,
    token,
    offersLinks,
    throttled,
    target,
    isResetLink,
    intl,
    notify,
    navigate,
    localized,
    goOutOfService,
    userPages,
  ]);

  const retry = () => {
    // The effect asks again once the wait is no longer set.
    handledToken.current = null;
    setThrottled(undefined);
  };
  return { isLinkInvalid, throttled, retry, isSettingPassword };
}
