import { beforeEach, describe, expect, it } from 'vitest';
import {
  discardDraft,
  isActiveInThisTab,
  loadDraft,
  markActiveInThisTab,
  newDraft,
  saveDraft,
  submissionFor,
} from './orderDraft';
import { emptyOrderForm } from './orderSchema';

const owner = { userId: 7, customerId: 193860, kind: 'order' as const };

describe('order drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('are kept per user, customer and kind until discarded', () => {
    const draft = newDraft(emptyOrderForm(), 'delivery');
    saveDraft(owner, draft);
    expect(loadDraft(owner)).toEqual(draft);
    expect(loadDraft({ ...owner, customerId: 1 })).toBeUndefined();
    expect(loadDraft({ ...owner, userId: 8 })).toBeUndefined();
    expect(loadDraft({ ...owner, kind: 'offer' })).toBeUndefined();
    discardDraft(owner);
    expect(loadDraft(owner)).toBeUndefined();
  });

  it('continue at once in the tab that edited them, and are offered in another', () => {
    const draft = newDraft(emptyOrderForm());
    saveDraft(owner, draft);
    expect(isActiveInThisTab(owner, draft)).toBe(true);
    sessionStorage.clear(); // a closed tab, a new visit
    expect(isActiveInThisTab(owner, draft)).toBe(false);
    markActiveInThisTab(owner, draft);
    expect(isActiveInThisTab(owner, draft)).toBe(true);
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem('kundenportal.orderDraft.v1.order.7.193860', '{"broken"');
    expect(loadDraft(owner)).toBeUndefined();
    localStorage.setItem('kundenportal.orderDraft.v1.order.7.193860', '{"version":2}');
    expect(loadDraft(owner)).toBeUndefined();
  });

  it('keep the Idempotency-Key for the same body and make a new one when the input changed', () => {
    let n = 0;
    const makeKey = () => `key-${++n}`;
    const draft = newDraft(emptyOrderForm());
    const first = submissionFor(draft, '{"a":1}', makeKey);
    expect(first).toEqual({ key: 'key-1', body: '{"a":1}' });
    const sent = { ...draft, submission: first };
    expect(submissionFor(sent, '{"a":1}', makeKey)).toBe(first);
    expect(submissionFor(sent, '{"a":2}', makeKey)).toEqual({ key: 'key-2', body: '{"a":2}' });
  });
});
