/**
 * A prerendered page is on screen before React runs it, and a visitor may act in that window. Nothing they do
 * there is lost:
 * - a press on a button, or Enter in a form's field, waits (the browser's own form submission is stopped) and
 *   is done again once React has hydrated the page – hydration keeps the very same elements. The page's boot
 *   script holds it from the first moment (apps/portal/prerenderBoot.js), before the entry has even arrived;
 * - text typed or autofilled into a field stays on screen through hydration (React keeps it) but React's
 *   state does not know it, so it is handed to React as the input it would have seen;
 * - links need nothing: without React they are plain links to prerendered pages.
 * Call the returned function after the hydrating render committed; `replay: false` only lets go. While input
 * is held, #root carries `data-hydrating` (the e2e tests wait for it before they act early).
 */
export function takeOverEarlyInput(root: HTMLElement): (options?: { replay?: boolean }) => void {
  let released = false;
  return ({ replay = true } = {}) => {
    if (released) return;
    released = true;
    const action = window.__kundenportalEarlyInput?.release();
    if (!replay) return;
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      handToReact(field);
    // In a task of its own: React renders what the fields' input events changed first (in a microtask), so a
    // form knows it is complete before it is sent.
    setTimeout(() => {
      if (action && 'submit' in action) {
        if (action.submit.isConnected) action.submit.requestSubmit();
      } else if (action?.press.isConnected) {
        // A virtual click: react-aria's buttons take it as a press.
        action.press.click();
      }
    });
  };
}

/** What the boot script held: the last press on a button, or a form to send. */
type EarlyAction = { press: HTMLElement } | { submit: HTMLFormElement };

declare global {
  interface Window {
    /** Set by the prerendered page's boot script (apps/portal/prerenderBoot.js). */
    __kundenportalEarlyInput?: { release(): EarlyAction | undefined };
  }
}

/**
 * React hydrates a field with the server's value as its `defaultValue` and leaves what was typed on screen.
 * Its change tracking sits on the element's own `value` property: setting that to the server's value and the
 * typed text through the prototype's setter makes the next `input` event a change React reports to onChange.
 */
function handToReact(field: HTMLInputElement | HTMLTextAreaElement) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked === field.defaultChecked) return;
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  if (field.value === field.defaultValue) return;
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
