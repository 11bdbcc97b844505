import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('once (single-use links)', () => {
  it('shares the call while it is under way, e.g. with StrictMode’s repeated effect', async () => {
    const owner = {};
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    const first = once(owner, 'magic:abc', call);
    const second = once(owner, 'magic:abc', call);
    expect(second).toBe(first);
    answer.resolve('ok');
    await expect(second).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks again once the call has settled, so a spent link is reported as spent', async () => {
    const owner = {};
    const call = vi.fn<() => Promise<string>>().mockResolvedValueOnce('ok').mockResolvedValueOnce('invalid');
    await expect(once(owner, 'magic:abc', call)).resolves.toBe('ok');
    await expect(once(owner, 'magic:abc', call)).resolves.toBe('invalid');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failed call', async () => {
    const owner = {};
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('ok');
    await expect(once(owner, 'magic:abc', call)).rejects.toThrow('offline');
    await expect(once(owner, 'magic:abc', call)).resolves.toBe('ok');
  });

  it('keeps tokens and API clients apart', async () => {
    const call = vi.fn(async () => 'ok');
    const owner = {};
    const pending = once(owner, 'magic:abc', call);
    expect(once(owner, 'magic:def', call)).not.toBe(pending);
    expect(once({}, 'magic:abc', call)).not.toBe(pending);
    expect(call).toHaveBeenCalledTimes(3);
  });
});
