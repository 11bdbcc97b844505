import type { ProductListItem } from '@kundenportal/api-client';
import { useEffect, useRef, useState } from 'react';

/**
 * An entry's amount as its field holds it (`draft`) and its saving: a valid new amount is saved in a task of
 * its own, one save at a time – a newer value waits and goes next, so answers never arrive out of order – and
 * `onSaved` hears of each saved one. Another tab or the server changing the amount is followed unless a save
 * runs.
 */
export function useEntryAmount(
  item: Pick<ProductListItem, 'amount'>,
  saveAmount: (amount: number) => Promise<boolean>,
  onSaved: (amount: number) => void,
) {
  const [draft, setDraft] = useState(item.amount);
  const queued = useRef<number | null>(null);
  const saving = useRef(false);

  useEffect(() => {
    if (!saving.current) setDraft(item.amount);
  }, [item.amount]);

  const save = async (amount: number) => {
    queued.current = amount;
    if (saving.current) return;
    saving.current = true;
    try {
      while (queued.current !== null) {
        const next = queued.current;
        queued.current = null;
        if (await saveAmount(next)) onSaved(next);
      }
    } finally {
      saving.current = false;
    }
  };

  const change = (amount: number) => {
    setDraft(amount);
    // The request starts in a task of its own: leaving the field (Tab) is a keystroke, and preparing and
    // sending a request is no part of what it shows.
    if (Number.isFinite(amount) && amount > 0 && amount !== item.amount)
      setTimeout(() => void save(amount), 0);
  };
  return { draft, change };
}
