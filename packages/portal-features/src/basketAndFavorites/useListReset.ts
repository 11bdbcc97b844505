import { useState } from 'react';
import type { ProductListActions } from '../domain/productLists';

/**
 * Emptying a list after asking: the question's dialog (`isConfirmOpen`) and the reset. The dialog closes at once;
 * the outcome is the notice (spec §4), and a failed reset keeps the entries.
 */
export function useListReset(list: Pick<ProductListActions, 'reset'>) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isResetting, setResetting] = useState(false);

  const confirmReset = async () => {
    setConfirmOpen(false);
    if (isResetting) return;
    setResetting(true);
    try {
      // The reset button goes with the entries: focus moves to the page heading instead of being lost.
      if (await list.reset()) {
        requestAnimationFrame(() => document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus());
      }
    } finally {
      setResetting(false);
    }
  };
  return { isConfirmOpen, setConfirmOpen, isResetting, confirmReset };
}
