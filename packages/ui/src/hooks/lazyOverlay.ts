import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';

/**
 * An overlay (menu, popover, drawer, dialog) whose code loads apart from the page: its trigger renders at
 * once, the overlay's module when the browser is idle, on hover or focus of the trigger, or at the latest
 * when it opens. Keeps react-aria's menu, popover, modal and focus-scope code out of every page's entry.
 */
export type LazyOverlay<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the module (once); safe to call as often as events fire. */
  preload: () => Promise<unknown>;
};

/**
 * Call it (and `lazyDialog`, `lazyField`) at module level behind a `@__PURE__` annotation comment: bundlers keep a
 * top-level call they cannot prove pure, and with it everything it reaches – without the mark, importing one
 * component from the package pulled in all of them (scripts/bundleCost.mjs measures it).
 */
export function lazyOverlay<Props>(load: () => Promise<ComponentType<Props>>): LazyOverlay<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => {
    // A failed load is forgotten: a preload at idle that met a dropped connection must not fail the opening
    // (or the render) that comes later – that one asks again.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/** How long after the page's load event idle preloads hold back. */
const settleTime = 1500;
let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and `settleTime` more has passed. A logged-in page renders after its
 * code, the session and its data arrived – all after the load event – and on a slow line an overlay's code
 * fetched at the first idle moment competes with them; a press, hover or focus still loads it at once.
 */
function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const afterLoad = () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadedAt = navigation?.loadEventEnd || performance.now();
      setTimeout(resolve, Math.max(0, loadedAt + settleTime - performance.now()));
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/**
 * Loads an overlay once the page has settled (see `pageSettled`) and the main thread is idle (a timeout where
 * idle callbacks are missing) – while `when` holds: an overlay that cannot open here (the side menu's drawer on a
 * desktop) is not fetched for nothing.
 */
export function usePreloadWhenIdle(overlay: { preload: () => Promise<unknown> }, when = true) {
  useEffect(() => {
    if (!when) return;
    let cancelled = false;
    const idle = window as IdleWindow;
    const run = () => {
      if (!cancelled) overlay.preload().catch(() => undefined);
    };
    void pageSettled().then(() => {
      if (idle.requestIdleCallback) idle.requestIdleCallback(run);
      else setTimeout(run, 200);
    });
    return () => {
      cancelled = true;
    };
  }, [overlay, when]);
}

/**
 * A controlled dialog whose module loads apart from the page: nothing renders until `isOpen(props)` first
 * holds (the module loads at idle before that, so the first opening is normally instant), then the loaded
 * component stays mounted, so closing runs through the modal and focus goes back where it came from. A
 * modal overlays the page, so the empty Suspense fallback moves nothing.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Overlay = lazyOverlay(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level (like React.lazy), never per render.
  return function LazyDialog(props: Props) {
    usePreloadWhenIdle(Overlay);
    const open = isOpen(props);
    const [hasOpened, setHasOpened] = useState(open);
    if (open && !hasOpened) setHasOpened(true);
    return hasOpened ? createElement(Suspense, { fallback: null }, createElement(Overlay, props)) : null;
  };
}

/**
 * A form control whose react-aria code loads apart from the page that shows it: the code starts loading as
 * the control first draws, and until it is in – a moment after the page appears – `LookAlike` (same label,
 * value and size, not operable) stands in the same place, so nothing moves when the real one replaces it.
 */
export function lazyField<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  LookAlike: (props: Props) => ReactNode,
): ComponentType<Props> {
  const Control = lazyOverlay(load);
  return function LazyField(props: Props) {
    useEffect(() => {
      Control.preload().catch(() => undefined); // a failure shows when the Suspense below renders it
    }, []);
    return createElement(
      Suspense,
      { fallback: createElement(LookAlike, props) },
      createElement(Control, props),
    );
  };
}
