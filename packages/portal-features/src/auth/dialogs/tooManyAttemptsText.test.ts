import { describe, expect, it } from 'vitest';
import { createPortalIntl } from '../../shared/i18n';
import { tooManyAttemptsText } from './tooManyAttemptsText';

// No catalog: the German source texts, as the stories' German catalog has them.
const intl = createPortalIntl('de', {});
const text = (retryAfterSeconds: number | undefined) =>
  tooManyAttemptsText(intl, { kind: 'throttled', retryAfterSeconds });

describe('tooManyAttemptsText', () => {
  it('says the seconds, one second in the singular', () => {
    expect(text(30)).toBe('Bitte versuchen Sie es in 30 Sekunden erneut.');
    expect(text(1)).toBe('Bitte versuchen Sie es in 1 Sekunde erneut.');
    expect(text(0)).toBe('Bitte versuchen Sie es in 1 Sekunde erneut.');
    expect(text(119)).toBe('Bitte versuchen Sie es in 119 Sekunden erneut.');
  });

  it('says minutes from two minutes on, rounded up', () => {
    expect(text(120)).toBe('Bitte versuchen Sie es in 2 Minuten erneut.');
    expect(text(121)).toBe('Bitte versuchen Sie es in 3 Minuten erneut.');
    expect(text(900)).toBe('Bitte versuchen Sie es in 15 Minuten erneut.');
  });

  it('has no number when the server named no wait', () => {
    expect(text(undefined)).toBe('Zu viele Versuche. Bitte versuchen Sie es später erneut.');
  });
});
