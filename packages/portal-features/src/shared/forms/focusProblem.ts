/** What can take focus inside a field's wrapper: its input, text area, select button or date segment. */
const focusable =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * After a refused submit: focus the first field that needs the user (an invalid input, or a Select's button),
 * in the next frame – once React has marked the fields – so its message beside it is read out. A marked
 * wrapper that cannot take focus itself (a number field's or date field's group) hands it to its first control.
 */
export function focusFirstProblem(form: HTMLElement | null, { selects = true } = {}) {
  requestAnimationFrame(() => {
    const marked = form?.querySelectorAll<HTMLElement>(
      selects ? '[aria-invalid="true"], [data-invalid] button' : '[aria-invalid="true"]',
    );
    for (const candidate of marked ?? []) {
      const control = candidate.matches(focusable)
        ? candidate
        : candidate.querySelector<HTMLElement>(focusable);
      if (control && !control.matches(':disabled')) {
        control.focus();
        return;
      }
    }
  });
}
