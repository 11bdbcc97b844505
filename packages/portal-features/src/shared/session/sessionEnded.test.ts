import { describe, expect, it } from 'vitest';
import { sessionEndedReason, sessionEndedState } from './sessionEnded';

describe('sessionEnded', () => {
  it('carries the reason through the navigation state', () => {
    for (const reason of ['expired', 'unauthorized', 'elsewhere'] as const) {
      expect(sessionEndedReason(sessionEndedState(reason))).toBe(reason);
    }
  });

  it('reads anything else as no ended session, and the old marker as ended by the server', () => {
    for (const state of [null, undefined, {}, 'x', { sessionEnded: 'stolen' }, { sessionEnded: false }]) {
      expect(sessionEndedReason(state)).toBeUndefined();
    }
    expect(sessionEndedReason({ sessionEnded: true })).toBe('unauthorized');
  });
});
