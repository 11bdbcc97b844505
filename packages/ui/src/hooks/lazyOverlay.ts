import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

/**
 * An overlay (menu, popover, drawer, dialog) whose code loads apart from the page: its trigger renders at
 * once, the overlay's module when the browser is idle, on hover or focus of the trigger, or at the latest
 * when it opens. Keeps react-aria's menu, popover, modal and focus-scope code out of every page's entry.
 */
export type LazyOverlay<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the module (once); safe to call as often as events fire. */
  preload: () => Promise<unknown>;
};

export function lazyOverlay<Props>(load: () => Promise<ComponentType<Props>>): LazyOverlay<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/** Loads an overlay once the page has painted and the main thread is idle (a timeout where idle callbacks are missing). */
export function usePreloadWhenIdle(overlay: { preload: () => Promise<unknown> }) {
  useEffect(() => {
    const idle = window as IdleWindow;
    const run = () => {
      overlay.preload().catch(() => undefined);
    };
    if (idle.requestIdleCallback) idle.requestIdleCallback(run);
    else setTimeout(run, 200);
  }, [overlay]);
}
