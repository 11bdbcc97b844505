import { useDeferredValue } from 'react';

/**
 * The items a list draws from its latest answer. While the page is still loading – the visitor has not yet
 * pressed or typed anything in this tab (`navigator.userActivation`) – a new answer renders as a transition,
 * which React slices: fifteen product cards with their buttons are ~30 ms of work on a fast machine, four times
 * that on a slow phone, and one such task would block the page's load. Once the visitor has acted, the answer
 * they asked for (their search, the next page) renders at once, in the task that brings it, and appears with
 * the next frame instead of over three or four (issue 16: lists of 15 in one frame). Until a deferred answer is
 * drawn, the previous items stay – compare the result with the answer to tell.
 */
export function useAnswerItems<T>(answered: T): T {
  const acted = hasVisitorActed();
  // Once the visitor has acted, the deferred copy holds still, so no second, deferred render follows an answer.
  const deferred = useDeferredValue<T | typeof still>(acted ? still : answered);
  return acted || deferred === still ? answered : deferred;
}

const still = Symbol('still');

function hasVisitorActed(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.hasBeenActive === true;
}
