import { describe, expect, it, vi } from 'vitest';
import { lazyOverlay } from './lazyOverlay';

const Overlay = () => null;

describe('lazyOverlay', () => {
  it('loads its module once, however often it is asked', async () => {
    const load = vi.fn(async () => Overlay);
    const overlay = lazyOverlay(load);
    await Promise.all([overlay.preload(), overlay.preload()]);
    await overlay.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next ask – the opening after a failed idle preload – loads again', async () => {
    const load = vi.fn<() => Promise<typeof Overlay>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValueOnce(Overlay);
    const overlay = lazyOverlay(load);
    await expect(overlay.preload()).rejects.toThrow('Failed to fetch');
    await expect(overlay.preload()).resolves.toEqual({ default: Overlay });
    await overlay.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
