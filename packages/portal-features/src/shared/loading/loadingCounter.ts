/**
 * The app-wide loading counter (spec §4): raised when a request starts, lowered when it ends, never below 0.
 * The overlay shows while the count is above 0 and, once shown, stays at least `minimumMs` so it never flickers.
 *
 * Each request holds the overlay at most `maximumMs`: one still running after that goes on behind the page,
 * whose part that waits for it shows its own progress and, past its deadline, that it failed with a retry
 * (`usePortalData`). A hung background call – a widget's, the header's counts – never veils the page and its
 * ways on; a request the user starts later shows the overlay again for its own time.
 */
export interface LoadingCounter {
  /** A request starts; gives the ticket to hand back to `end`. */
  start(): number;
  /** A request ended: its ticket (without one, the oldest running request's). */
  end(ticket?: unknown): void;
  readonly count: number;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingCounter({
  minimumMs = 200,
  maximumMs = 3000,
}: {
  minimumMs?: number;
  maximumMs?: number;
} = {}): LoadingCounter {
  /** Running requests: ticket → when it started. */
  const running = new Map<number, number>();
  let nextTicket = 0;
  let visible = false;
  let shownAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  // Shows while a request younger than maximumMs runs, and at least minimumMs; checks again when that changes.
  const update = () => {
    clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const holdUntil = Math.max(-1, ...[...running.values()].map((startedAt) => startedAt + maximumMs));
    if (holdUntil > now) {
      if (!visible) {
        shownAt = now;
        setVisible(true);
      }
      timer = setTimeout(update, holdUntil - now);
      return;
    }
    const remaining = shownAt + minimumMs - now;
    if (visible && remaining > 0) timer = setTimeout(update, remaining);
    else setVisible(false);
  };

  return {
    start() {
      const ticket = nextTicket++;
      running.set(ticket, Date.now());
      update();
      return ticket;
    },
    end(ticket) {
      const ended = typeof ticket === 'number' ? ticket : running.keys().next().value;
      if (ended === undefined || !running.delete(ended)) return;
      update();
    },
    get count() {
      return running.size;
    },
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
