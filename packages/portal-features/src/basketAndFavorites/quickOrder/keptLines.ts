import type { LineProblem } from './parseQuickOrder';

/** Why a line stays in the box: its own problem, or what the search or the basket said. */
export type Reason = LineProblem | 'unknown' | 'ambiguous' | 'searchFailed' | 'notAdded';

/** A line not added, kept in the box with its reason. */
export interface KeptLine {
  /** Stable key: the same text may be kept twice. */
  id: number;
  raw: string;
  reason: Reason;
}

/**
 * The kept lines back in the order they were typed, so the box reads like what the user pasted, minus what was
 * added.
 */
export function inTypedOrder(text: string, stay: readonly KeptLine[]): KeptLine[] {
  const original = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+$/, ''));
  const used = new Set<number>();
  const positionOf = (raw: string) => {
    const at = original.findIndex((line, index) => !used.has(index) && line === raw);
    used.add(at);
    return at < 0 ? original.length : at;
  };
  return stay
    .map((line) => ({ line, at: positionOf(line.raw) }))
    .sort((x, y) => x.at - y.at)
    .map(({ line }) => line);
}
