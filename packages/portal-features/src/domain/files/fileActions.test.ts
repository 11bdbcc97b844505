import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api';
import { combineDeletes } from './fileActions';

const ok: ApiResult<unknown> = { kind: 'ok', data: undefined, status: 204 };
const rejected = (status: number): ApiResult<unknown> => ({
  kind: 'rejected',
  status,
  message: undefined,
  fieldErrors: [],
});

describe('bulk file delete (spec §8)', () => {
  it('reports 200 and no errors when every delete succeeded', () => {
    expect(combineDeletes([ok, ok, ok])).toEqual({ errors: 0, status: 200 });
  });

  it('reports the count of errors and the first failing status, in the order asked', () => {
    const result = combineDeletes([ok, rejected(404), ok, rejected(403)]);
    expect(result).toMatchObject({ errors: 2, status: 404 });
    expect(result.firstFailure).toEqual(rejected(404));
  });

  it('counts a delete without a response as failed, with status 0', () => {
    expect(combineDeletes([ok, { kind: 'unreachable' }, rejected(500)])).toMatchObject({
      errors: 2,
      status: 0,
    });
  });

  it('counts an empty selection as success', () => {
    expect(combineDeletes([])).toEqual({ errors: 0, status: 200 });
  });
});
