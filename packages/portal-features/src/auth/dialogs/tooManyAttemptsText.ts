/** The auth forms' words for a refusal for too many attempts (429, read by `tooManyAttempts`): how long to wait. */
import type { Throttled } from '@kundenportal/api-client';
import type { PortalIntl } from '../../shared/i18n';
import { tooManyAttemptsMessages as m } from '../messages';

/** From two minutes on the wait is said in minutes: '900 Sekunden' means nothing at a glance. */
const minutesFromSeconds = 120;

export function tooManyAttemptsText(intl: PortalIntl, { retryAfterSeconds }: Throttled): string {
  if (retryAfterSeconds === undefined) return intl.formatMessage(m.later);
  if (retryAfterSeconds >= minutesFromSeconds) {
    return intl.formatMessage(m.minutes, { minutes: Math.ceil(retryAfterSeconds / 60) });
  }
  return intl.formatMessage(m.seconds, { seconds: Math.max(1, retryAfterSeconds) });
}
