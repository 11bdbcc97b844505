import { describe, expect, it } from 'vitest';
import { callApi } from './result';
import { tooManyAttempts } from './tooManyAttempts';

const refused =
  (status: number, headers: Record<string, string> = {}) =>
  async () => ({
    error: { message: 'Zu viele Versuche.', code: 'too_many_attempts' },
    response: new Response(null, { status, headers }),
  });

describe('tooManyAttempts', () => {
  it("reads a call's 429 and the seconds of its Retry-After", async () => {
    const result = await callApi(refused(429, { 'Retry-After': '30' }));
    expect(result).toMatchObject({ kind: 'rejected', status: 429, retryAfterSeconds: 30 });
    expect(tooManyAttempts(result)).toEqual({ kind: 'throttled', retryAfterSeconds: 30 });
  });

  it('says 429 without a number when the server named no readable wait', async () => {
    expect(tooManyAttempts(await callApi(refused(429)))).toEqual({
      kind: 'throttled',
      retryAfterSeconds: undefined,
    });
  });

  it("passes a login's throttling on as it is", () => {
    expect(tooManyAttempts({ kind: 'throttled', retryAfterSeconds: 90 })).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 90,
    });
  });

  it('is nothing for any other outcome – a 503 with Retry-After included', async () => {
    expect(tooManyAttempts(await callApi(refused(503, { 'Retry-After': '30' })))).toBeUndefined();
    expect(tooManyAttempts(await callApi(refused(422)))).toBeUndefined();
    expect(tooManyAttempts({ kind: 'unreachable' })).toBeUndefined();
    for (const login of ['ok', 'invalid', 'unreachable'] as const) {
      expect(tooManyAttempts(login)).toBeUndefined();
    }
  });
});
