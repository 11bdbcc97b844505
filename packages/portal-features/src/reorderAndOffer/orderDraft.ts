/**
 * Drafts that are never lost: the wizard's input is kept in localStorage per user, customer and kind until it is
 * sent or aborted – across a reload, an ended session with a new login, the out-of-service page and a closed tab.
 * A sessionStorage mark tells "this tab was just editing it" (reload, re-login, out of service and back: continue
 * at once) from "a returning user" (a new tab or visit: offer to continue or discard).
 */
import type { OrderFormValues, OrderKind, WizardStepId } from './orderSchema';

export interface DraftOwner {
  userId: number;
  customerId: number;
  kind: OrderKind;
}

/** The Idempotency-Key of the last sending, with the body it was sent for. */
export interface DraftSubmission {
  key: string;
  body: string;
}

export interface OrderDraft {
  version: 1;
  id: string;
  values: OrderFormValues;
  step: WizardStepId;
  savedAt: string;
  /** Set before POST /order goes out, so a retry – even after a reload – sends the same key. */
  submission?: DraftSubmission;
}

const draftKey = ({ userId, customerId, kind }: DraftOwner) =>
  `kundenportal.orderDraft.v1.${kind}.${userId}.${customerId}`;
const activeKey = (owner: DraftOwner) => `${draftKey(owner)}.active`;

/** Storage may be missing or full (private mode, quota); a draft is a help, never a reason to fail. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function isDraft(value: unknown): value is OrderDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<OrderDraft>;
  return (
    draft.version === 1 &&
    typeof draft.id === 'string' &&
    typeof draft.savedAt === 'string' &&
    typeof draft.step === 'string' &&
    !!draft.values &&
    Array.isArray(draft.values.lines) &&
    Array.isArray(draft.values.customLines)
  );
}

export function loadDraft(owner: DraftOwner, storage: Storage = localStorage): OrderDraft | undefined {
  return attempt(() => {
    const raw = storage.getItem(draftKey(owner));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : undefined;
  }, undefined);
}

export function saveDraft(
  owner: DraftOwner,
  draft: OrderDraft,
  storage: Storage = localStorage,
  session: Storage = sessionStorage,
): void {
  attempt(() => {
    storage.setItem(draftKey(owner), JSON.stringify(draft));
    session.setItem(activeKey(owner), draft.id);
  }, undefined);
}

export function discardDraft(
  owner: DraftOwner,
  storage: Storage = localStorage,
  session: Storage = sessionStorage,
): void {
  attempt(() => {
    storage.removeItem(draftKey(owner));
    session.removeItem(activeKey(owner));
  }, undefined);
}

/** Whether this tab was the one editing the draft (then it continues without asking). */
export function isActiveInThisTab(owner: DraftOwner, draft: OrderDraft, session: Storage = sessionStorage) {
  return attempt(() => session.getItem(activeKey(owner)) === draft.id, false);
}

export function markActiveInThisTab(owner: DraftOwner, draft: OrderDraft, session: Storage = sessionStorage) {
  attempt(() => session.setItem(activeKey(owner), draft.id), undefined);
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function newDraft(values: OrderFormValues, step: WizardStepId = 'products'): OrderDraft {
  return { version: 1, id: randomId(), values, step, savedAt: new Date().toISOString() };
}

/**
 * The key for sending `body`: the kept one when the same body was sent before (a retry after a lost answer, a
 * reload while sending), a new one when the input changed since – the server would refuse an old key with a
 * different body (409), and a changed order is a new intention anyway.
 */
export function submissionFor(
  draft: OrderDraft,
  body: string,
  makeKey: () => string = randomId,
): DraftSubmission {
  return draft.submission?.body === body ? draft.submission : { key: makeKey(), body };
}
