// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forgetFailedLoads, promiseCache, settled } from './routeData';

describe('settled', () => {
  it('carries the outcome React’s `use` reads without suspending', async () => {
    const fulfilled = settled(Promise.resolve('page'));
    expect(fulfilled.status).toBe('pending');
    await fulfilled;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', value: 'page' });

    const failure = new TypeError('Failed to fetch dynamically imported module');
    const rejected = settled(Promise.reject(failure));
    await expect(rejected).rejects.toBe(failure);
    expect(rejected).toMatchObject({ status: 'rejected', reason: failure });
  });
});

describe('promiseCache', () => {
  it('loads each key once, keeps a failure until the failed loads are forgotten, then loads anew', async () => {
    const cache = promiseCache<string>();
    let calls = 0;
    let fail = true;
    const load = async () => {
      calls += 1;
      if (fail) throw new TypeError('offline');
      return 'texts';
    };
    const first = cache('de/orders', load);
    await expect(first).rejects.toThrow('offline');
    // React retries a render that suspended: the retry must meet the same failure, not a new attempt.
    expect(cache('de/orders', load)).toBe(first);
    expect(calls).toBe(1);

    fail = false;
    forgetFailedLoads();
    const second = cache('de/orders', load);
    await expect(second).resolves.toBe('texts');
    forgetFailedLoads(); // what succeeded stays
    expect(cache('de/orders', load)).toBe(second);
    expect(calls).toBe(2);
  });
});
