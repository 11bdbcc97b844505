/**
 * A prerendered page is on screen before React runs it, and a visitor may act in that window. Nothing they do
 * there is lost:
 * - a press on a button, or Enter in a form's field, waits (the browser's own form submission is stopped) and
 *   is done again once React has hydrated the page – hydration keeps the very same elements;
 * - text typed or autofilled into a field stays on screen through hydration (React keeps it) but React's
 *   state does not know it, so it is handed to React as the input it would have seen;
 * - links need nothing: without React they are plain links to prerendered pages.
 * Call the returned function after the hydrating render committed; `replay: false` only lets go. While input
 * is held, #root carries `data-hydrating` (the e2e tests wait for it before they act early).
 */
export function holdEarlyInput(root: HTMLElement): (options?: { replay?: boolean }) => void {
  let pending: { press: HTMLElement } | { submit: HTMLFormElement } | undefined;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    if (event instanceof KeyboardEvent) {
      // Enter in a field sends its form – natively only when a submit button is there; ours are buttons until
      // the form is complete, so the form itself is what waits.
      const form = target.closest('form');
      if (event.key !== 'Enter' || !form || !(target instanceof HTMLInputElement)) return;
      event.preventDefault();
      pending = { submit: form };
      return;
    }
    if (event instanceof SubmitEvent) {
      event.preventDefault();
      if (target instanceof HTMLFormElement) pending = { submit: target };
      return;
    }
    const button = target.closest('button');
    if (!button) return;
    event.stopPropagation();
    // The pointer's own events go nowhere either: React may already listen while it hydrates, and a press
    // react-aria saw begin with the click swallowed would make it ignore the replayed click.
    if (event.type !== 'click') return;
    event.preventDefault();
    pending = { press: button };
  };
  const events = [
    'keydown',
    'pointerdown',
    'mousedown',
    'touchstart',
    'pointerup',
    'mouseup',
    'touchend',
    'click',
    'submit',
  ] as const;
  for (const type of events) document.addEventListener(type, hold, true);
  root.dataset.hydrating = '';

  let released = false;
  return ({ replay = true } = {}) => {
    if (released) return;
    released = true;
    for (const type of events) document.removeEventListener(type, hold, true);
    delete root.dataset.hydrating;
    if (!replay) return;
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
      handToReact(field);
    const action = pending;
    pending = undefined;
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
