import { describe, expect, it } from 'vitest';
import { ApiFailureError } from '../shared/api';
import { errorStatus } from './errorStatus';

const rejected = (status: number) =>
  new ApiFailureError({ kind: 'rejected', status, message: undefined, fieldErrors: [] });

describe('the status of a page’s error', () => {
  it('is the server’s 404 or 403 for a refused read', () => {
    expect(errorStatus(rejected(404))).toBe(404);
    expect(errorStatus(rejected(410))).toBe(404);
    expect(errorStatus(rejected(403))).toBe(403);
  });

  it('is 500 for any other refusal, and for failures without an answer', () => {
    for (const status of [400, 401, 409, 422, 500, 502, 503]) expect(errorStatus(rejected(status))).toBe(500);
    expect(errorStatus(new ApiFailureError({ kind: 'unreachable' }))).toBe(500);
    expect(errorStatus(new ApiFailureError({ kind: 'sessionEnded' }))).toBe(500);
  });

  it('takes the status an error carries: a page’s notFound(), a thrown Response', () => {
    expect(errorStatus(Object.assign(new Error('Not Found'), { status: 404, statusText: 'Not Found' }))).toBe(
      404,
    );
    expect(errorStatus(new Response(null, { status: 403 }))).toBe(403);
    expect(errorStatus(new Response(null, { status: 404 }))).toBe(404);
    expect(errorStatus({ status: '404' })).toBe(500);
  });

  it('is 500 for anything else', () => {
    expect(errorStatus(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(500);
    expect(
      errorStatus(new TypeError('Failed to fetch dynamically imported module: /assets/routes-x.js')),
    ).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});
