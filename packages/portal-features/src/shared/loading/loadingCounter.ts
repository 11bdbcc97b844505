/**
 * The app-wide loading counter (spec §4): raised when a request starts, lowered when it ends, never below 0.
 * The overlay shows while the count is above 0 and, once shown, stays at least `minimumMs` so it never flickers.
 */
export interface LoadingCounter {
  start(): void;
  end(): void;
  readonly count: number;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingCounter({ minimumMs = 200 }: { minimumMs?: number } = {}): LoadingCounter {
  let count = 0;
  let visible = false;
  let shownAt = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };

  return {
    start() {
      count += 1;
      if (hideTimer !== undefined) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      if (!visible) {
        shownAt = Date.now();
        setVisible(true);
      }
    },
    end() {
      count = Math.max(0, count - 1);
      if (count > 0 || !visible || hideTimer !== undefined) return;
      const remaining = shownAt + minimumMs - Date.now();
      if (remaining <= 0) {
        setVisible(false);
        return;
      }
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (count === 0) setVisible(false);
      }, remaining);
    },
    get count() {
      return count;
    },
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
