/** What can take focus inside a field's wrapper: its input, text area, select button or date segment. */
const focusable =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Frames to keep looking for the marks (about a second): React commits them soon, but not always by the next. */
const framesToWait = 60;

function firstProblem(form: HTMLElement | null, selects: boolean): HTMLElement | undefined {
  const marked = form?.querySelectorAll<HTMLElement>(
    selects ? '[aria-invalid="true"], [data-invalid] button' : '[aria-invalid="true"]',
  );
  for (const candidate of marked ?? []) {
    const control = candidate.matches(focusable)
      ? candidate
      : candidate.querySelector<HTMLElement>(focusable);
    if (control && !control.matches(':disabled')) return control;
  }
  return undefined;
}

/**
 * After a refused submit (by the form's own rules or the server's): focus the first field that needs the user
 * (an invalid input, or a Select's button), so its message beside it is read out. The marks come with React's
 * next commit, which on a busy main thread can come after the next frame – so it looks each frame until they
 * are there (about a second at most), and gives up if the user has moved focus meanwhile. A marked wrapper
 * that cannot take focus itself (a number field's or date field's group) hands it to its first control.
 */
export function focusFirstProblem(form: HTMLElement | null, { selects = true } = {}) {
  const focusedBefore = document.activeElement;
  let frames = 0;
  const look = () => {
    if (document.activeElement !== focusedBefore && document.activeElement !== document.body) return;
    const control = firstProblem(form, selects);
    if (control) control.focus();
    else if (++frames < framesToWait) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
