import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A MediaQueryList whose `matches` the test flips, so the hook's subscription is observable. */
function fakeMediaQueryList(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    list,
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      for (const listener of listeners) listener();
    },
  };
}

function Probe({ query }: { query: string }) {
  return <span>{useMediaQuery(query) ? 'match' : 'no match'}</span>;
}

describe('useMediaQuery', () => {
  const originalMatchMedia = window.matchMedia;
  let container: HTMLDivElement;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    container.remove();
  });

  it('follows the media query and unsubscribes on unmount', () => {
    const media = fakeMediaQueryList(false);
    const matchMedia = vi.fn(() => media.list as unknown as MediaQueryList);
    window.matchMedia = matchMedia;
    const root = createRoot(container);

    act(() => root.render(<Probe query="screen and (min-width: 1200px)" />));
    expect(container.textContent).toBe('no match');
    expect(matchMedia).toHaveBeenCalledWith('screen and (min-width: 1200px)');

    act(() => media.set(true));
    expect(container.textContent).toBe('match');

    act(() => root.unmount());
    expect(media.listeners.size).toBe(0);
  });
});
