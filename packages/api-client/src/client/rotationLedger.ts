/** What a rotation ledger is (see rotations.ts), shared by its memory and IndexedDB forms. */

export interface RotationLedger {
  /** The token that replaced `token` – following later rotations to the newest – or null when none did. */
  successor(token: string): Promise<string | null>;
  /** `spent` was exchanged for `successor`; resolves once every tab can see it. */
  record(spent: string, successor: string): Promise<void>;
  /** Forgets every rotation: the login ended. */
  clear(): Promise<void>;
}

/** How long a rotation is remembered: far longer than any tab takes to see the new token in localStorage. */
export const ROTATION_MEMORY_MS = 60 * 60_000;

/** Follows the chain of rotations from `token`; a cycle (it cannot happen) ends it. */
export function follow(token: string, next: (spent: string) => string | undefined): string | null {
  const seen = new Set<string>([token]);
  let current = token;
  for (;;) {
    const successor = next(current);
    if (successor === undefined || seen.has(successor)) break;
    seen.add(successor);
    current = successor;
  }
  return current === token ? null : current;
}

/** A ledger in memory: the tabs of one test, or one tab where IndexedDB is missing. */
export function memoryRotationLedger(now: () => number = Date.now): RotationLedger {
  const pairs = new Map<string, { successor: string; at: number }>();
  return {
    async successor(token) {
      return follow(token, (spent) => pairs.get(spent)?.successor);
    },
    async record(spent, successor) {
      const at = now();
      for (const [key, pair] of pairs) if (at - pair.at > ROTATION_MEMORY_MS) pairs.delete(key);
      pairs.set(spent, { successor, at });
    },
    async clear() {
      pairs.clear();
    },
  };
}
