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
 * Focuses what `find` finds, looking each frame until it is there (about a second at most): what a failed send
 * changes comes with React's next commit, which on a busy main thread can come after the next frame. Gives up
 * if the user has moved focus meanwhile.
 */
function focusOnceThere(find: () => HTMLElement | undefined) {
  const focusedBefore = document.activeElement;
  let frames = 0;
  const look = () => {
    if (document.activeElement !== focusedBefore && document.activeElement !== document.body) return;
    const control = find();
    if (control) control.focus();
    else if (++frames < framesToWait) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * After a refused submit (by the form's own rules or the server's): focus the first field that needs the user
 * (an invalid input, or a Select's button), so its message beside it is read out. The marks come with React's
 * next commit, which on a busy main thread can come after the next frame – so it looks each frame until they
 * are there (about a second at most), and gives up if the user has moved focus meanwhile. A marked wrapper
 * that cannot take focus itself (a number field's or date field's group) hands it to its first control.
 */
export function focusFirstProblem(form: HTMLElement | null, { selects = true } = {}) {
  focusOnceThere(() => firstProblem(form, selects));
}

/**
 * After a send that failed for no field of the form (the server refused the whole request, or did not answer):
 * back to the form's first field, so the user can try again at once – once it can take focus again (fields
 * are disabled while sending). The alert that says why is announced by itself.
 */
export function focusFirstField(form: HTMLElement | null) {
  focusOnceThere(() => {
    const control = form?.querySelector<HTMLElement>(focusable);
    return control && !control.matches(':disabled') ? control : undefined;
  });
}
