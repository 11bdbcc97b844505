/**
 * After a refused submit: focus the first field that needs the user (an invalid input, or a Select's button),
 * in the next frame – once React has marked the fields – so its message beside it is read out.
 */
export function focusFirstProblem(form: HTMLElement | null, { selects = true } = {}) {
  requestAnimationFrame(() =>
    form
      ?.querySelector<HTMLElement>(
        selects ? '[aria-invalid="true"], [data-invalid] button' : '[aria-invalid="true"]',
      )
      ?.focus(),
  );
}
