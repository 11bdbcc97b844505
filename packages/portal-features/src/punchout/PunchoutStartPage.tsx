import type { LoginResult, Throttled } from '@kundenportal/api-client';
import { InlineAlert } from '@kundenportal/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { once } from '../shared/api';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { PageFrame } from '../shared/page';
import { pagePath } from '../shared/pages';
import { outOfServiceHref } from '../shared/routing';
import { useApi, useHydrated, useOffers } from '../shared/services';
import { punchoutMessages as m } from './messages';

type Outcome = 'starting' | 'spent' | Throttled;

/**
 * /punchout?token=…: the start URL the supplier's backend gave the procurement system. The token is exchanged
 * for a punchout session once (single-use, like a login link) and the buyer lands in the search; a spent,
 * expired or unknown token says so and sends the buyer back to start again in their procurement system.
 */
export function PunchoutStartPage() {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const token = params.get('token');
  const isHydrated = useHydrated();
  const offersPunchout = useOffers('startPunchoutSession');
  const [outcome, setOutcome] = useState<Outcome>('starting');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || !offersPunchout || handled.current === token) return;
    let isCurrent = true;
    void once(api, `punchout:${token}`, () => api.session.loginWithPunchoutToken(token)).then(
      (result: LoginResult) => {
        if (!isCurrent || handled.current === token) return;
        handled.current = token;
        if (result === 'ok') navigate(localized(pagePath('search')), { replace: true });
        else if (result === 'invalid') setOutcome('spent');
        else if (result === 'unreachable') {
          const href = outOfServiceHref({ pathname: window.location.pathname, search: '' });
          if (href) navigate(href);
        } else setOutcome(result);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, token, offersPunchout, navigate, localized]);

  const isUnavailable = Boolean(token) && isHydrated && !offersPunchout;
  const title = intl.formatMessage(outcome === 'spent' ? m.spentTitle : m.startTitle);
  return (
    <PageFrame title={title}>
      {!token ? (
        <p>{intl.formatMessage(m.noToken)}</p>
      ) : isUnavailable ? (
        <p role="status">{intl.formatMessage(m.unavailable)}</p>
      ) : outcome === 'spent' ? (
        <InlineAlert type="error">{intl.formatMessage(m.spentText)}</InlineAlert>
      ) : outcome === 'starting' ? (
        <p role="status">{intl.formatMessage(m.starting)}</p>
      ) : (
        <InlineAlert type="error">
          {intl.formatMessage(m.throttled, { seconds: outcome.retryAfterSeconds ?? 30 })}
        </InlineAlert>
      )}
    </PageFrame>
  );
}
