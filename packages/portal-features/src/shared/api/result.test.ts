import { ServiceUnavailableError, SessionEndedError } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { ApiFailureError, callApi, dataOrThrow, rejectionText } from './result';

const answer = (status: number, body?: unknown) => {
  const response = new Response(null, { status });
  return async () =>
    status < 400 ? { data: body, response } : { error: body ?? { message: 'x' }, response };
};

describe('callApi', () => {
  it('gives the data of a successful call', async () => {
    await expect(callApi(answer(200, { a: 1 }))).resolves.toEqual({
      kind: 'ok',
      data: { a: 1 },
      status: 200,
    });
  });

  it("gives a rejection with the server's status, message and field errors", async () => {
    const result = await callApi(
      answer(422, { message: 'Ungültig', errors: [{ field: 'zip', message: 'fehlt' }] }),
    );
    expect(result).toEqual({
      kind: 'rejected',
      status: 422,
      message: 'Ungültig',
      fieldErrors: [{ field: 'zip', message: 'fehlt' }],
    });
    if (result.kind === 'ok') throw new Error('unreachable');
    expect(rejectionText(result, 'Fehler')).toBe('fehlt');
  });

  it('never shows the paths of field errors, and each message once', () => {
    const rejected = {
      kind: 'rejected',
      status: 422,
      message: 'Ungültig',
      fieldErrors: [
        { field: 'user.email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' },
        { field: 'user.phoneNumber', message: 'Diese E-Mail-Adresse wird bereits verwendet.' },
        { field: 'user.zip', message: 'Die PLZ ist zu lang.' },
      ],
    } as const;
    expect(rejectionText(rejected, 'Fehler')).toBe(
      'Diese E-Mail-Adresse wird bereits verwendet. Die PLZ ist zu lang.',
    );
    expect(rejectionText({ ...rejected, fieldErrors: [] }, 'Fehler')).toBe('Ungültig');
  });

  it('falls back to the caller text when the server sent nothing usable', async () => {
    const result = await callApi(answer(500, 'oops'));
    expect(result).toMatchObject({ kind: 'rejected', status: 500, message: undefined });
    if (result.kind === 'ok') throw new Error('unreachable');
    expect(rejectionText(result, 'Es ist ein Fehler aufgetreten.')).toBe('Es ist ein Fehler aufgetreten.');
  });

  it('tells an unreachable server and an ended session apart', async () => {
    await expect(callApi(() => Promise.reject(new ServiceUnavailableError()))).resolves.toEqual({
      kind: 'unreachable',
    });
    await expect(callApi(() => Promise.reject(new SessionEndedError()))).resolves.toEqual({
      kind: 'sessionEnded',
    });
  });

  it('takes a 2xx whose body is no JSON (HTML, cut off) for a faulty answer, not a crash', async () => {
    const response = new Response('<!doctype html>', { status: 200 });
    const unparsable = () => Promise.reject(new SyntaxError('Unexpected token <'));
    await expect(callApi(unparsable)).resolves.toEqual({
      kind: 'rejected',
      status: 502,
      message: undefined,
      fieldErrors: [],
    });
    // Through openapi-fetch's own parsing of a real response too.
    const parse = async () => ({ data: (await response.json()) as unknown, response });
    await expect(callApi(parse)).resolves.toMatchObject({ kind: 'rejected', status: 502 });
  });

  it("takes a 2xx whose body fails the caller's check for a faulty answer", async () => {
    const fields = (value: unknown) =>
      (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const isItem = (item: unknown) =>
      typeof fields(item).id === 'number' && typeof fields(item).name === 'string';
    const isList = (data: unknown) =>
      Array.isArray(fields(data).items) && (fields(data).items as unknown[]).every(isItem);
    for (const body of [
      null,
      undefined,
      [],
      'x',
      {},
      { items: 'all' },
      { items: [{ id: '1', name: 'a' }] },
    ]) {
      await expect(callApi(answer(200, body), isList)).resolves.toMatchObject({
        kind: 'rejected',
        status: 502,
      });
    }
    await expect(
      callApi(answer(200, { items: [{ id: 1, name: 'a', more: true }] }), isList),
    ).resolves.toEqual({
      kind: 'ok',
      data: { items: [{ id: 1, name: 'a', more: true }] },
      status: 200,
    });
  });

  it('lets programming errors through', async () => {
    await expect(callApi(() => Promise.reject(new RangeError('bug')))).rejects.toThrow('bug');
  });

  it('turns a failure into an error SWR keeps, carrying the failure', async () => {
    const failed = await callApi(answer(503));
    expect(() => dataOrThrow(failed)).toThrow(ApiFailureError);
    try {
      dataOrThrow(failed);
    } catch (error) {
      expect((error as ApiFailureError).failure).toMatchObject({ kind: 'rejected', status: 503 });
    }
  });
});
