/**
 * The marker the app's way home carries when a session ended without a logout in this tab (apps/portal main.tsx,
 * the API client's `onSessionEnd`): the frame reads why from it and says so on the page the user lands on.
 */
import type { SessionEndReason } from '@kundenportal/api-client';

const reasons: readonly SessionEndReason[] = ['expired', 'unauthorized', 'elsewhere'];

/** The navigation state for the way home after the session ended for `reason`. */
export const sessionEndedState = (reason: SessionEndReason) => ({ sessionEnded: reason });

/**
 * Why the session ended, from a location's state; undefined when it did not. An older marker without a reason
 * (`true`, a history entry from before) reads as ended by the server.
 */
export function sessionEndedReason(state: unknown): SessionEndReason | undefined {
  if (typeof state !== 'object' || state === null || !('sessionEnded' in state)) return undefined;
  const { sessionEnded } = state;
  if (sessionEnded === true) return 'unauthorized';
  return reasons.find((reason) => reason === sessionEnded);
}
