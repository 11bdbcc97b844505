import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkError, reloadGuardMs } from './chunkReload';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};

describe('chunk-load reload guard', () => {
  it('recognises chunk-load failures of the browsers we support', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 1_000_000 + reloadGuardMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, reload, 1_000_000 + reloadGuardMs)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
