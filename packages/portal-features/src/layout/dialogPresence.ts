/** Whether a dialog is open, and which DOM changes can change that – for PageChangeFocus. */

const dialogSelector = '[role="dialog"], [role="alertdialog"]';

/** Whether the element is inside a dialog (or a popover that took the role). */
export function isInDialog(element: Element): boolean {
  return element.closest(dialogSelector) !== null;
}

export function isDialogOpen(): boolean {
  return document.querySelector(dialogSelector) !== null;
}

/** What to observe on `document.body` so that `touchesDialog` sees every change that opens or closes one. */
export const dialogChanges: MutationObserverInit = {
  childList: true,
  subtree: true,
  attributeFilter: ['role'],
  attributeOldValue: true,
};

/**
 * Whether these changes added or removed a dialog, or made an element one or no longer one (react-aria's
 * popovers take `role="dialog"` just after they are added). Most changes (a list's rows, a field's text) do
 * not: looking at the nodes they touch is cheaper than searching the whole document after each – on a 200-line
 * basket that search cost ~1 ms a keystroke.
 */
export function touchesDialog(records: readonly MutationRecord[]): boolean {
  const isOrHoldsDialog = (node: Node) =>
    node instanceof Element && (node.matches(dialogSelector) || node.querySelector(dialogSelector) !== null);
  return records.some((record) =>
    record.type === 'attributes'
      ? isOrHoldsDialog(record.target) || record.oldValue === 'dialog' || record.oldValue === 'alertdialog'
      : [...record.addedNodes, ...record.removedNodes].some(isOrHoldsDialog),
  );
}
