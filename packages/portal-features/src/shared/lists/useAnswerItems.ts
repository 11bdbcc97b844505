import { useDeferredValue } from 'react';

/**
 * The items a list draws from its latest answer. An answer that arrives within moments of the visitor's press
 * or key (transient user activation, `navigator.userActivation.isActive`: their search, the next page, the link
 * that opened the page) is what they are waiting for: it renders at once, in the task that brings it, and
 * appears with the next frame instead of over three or four (issue 16: lists of 15 in one frame). Any other –
 * the answer of a page loaded from its address, before anything was pressed – renders as a transition, which
 * React slices: fifteen product cards with their buttons are ~30 ms of work on a fast machine, four times that
 * on a slow phone, and one such task would block the page's load. Until a deferred answer is drawn, the
 * previous items stay – compare the result with the answer to tell.
 */
export function useAnswerItems<T>(answered: T): T {
  // Called on every render, so the previous items are at hand whichever way the next answer goes.
  const deferred = useDeferredValue(answered);
  return isAwaitedByVisitor() ? answered : deferred;
}

function isAwaitedByVisitor(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.isActive === true;
}
