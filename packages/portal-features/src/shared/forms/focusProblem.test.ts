import { describe, expect, it } from 'vitest';
import { focusFirstField, focusFirstProblem } from './focusProblem';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('focusFirstProblem', () => {
  it("hands focus from a marked group (number or date field) to the group's first control", async () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="fine" />
      <div role="group" aria-invalid="true"><input name="amount" aria-invalid="true" /><button type="button">+</button></div>
      <input name="later" aria-invalid="true" />`;
    document.body.append(form);
    focusFirstProblem(form);
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('amount');
    form.remove();
  });

  it('skips marked controls that are disabled, and a Select by its button', async () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="off" aria-invalid="true" disabled />
      <div data-invalid="true"><button type="button" name="country">Land</button></div>`;
    document.body.append(form);
    focusFirstProblem(form);
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('country');
    form.remove();
  });
});

describe('focusFirstProblem when the marks come late', () => {
  const frames = async (count: number) => {
    for (let i = 0; i < count; i++) await nextFrame();
  };

  it('waits for marks that React commits after the next frame', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="current" /><input name="password" />';
    document.body.append(form);
    focusFirstProblem(form, { selects: false });
    await frames(3);
    form.querySelector('[name="password"]')?.setAttribute('aria-invalid', 'true');
    await frames(2);
    expect(document.activeElement?.getAttribute('name')).toBe('password');
    form.remove();
  });

  it('leaves focus where the user moved it meanwhile', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="current" /><input name="password" />';
    document.body.append(form);
    focusFirstProblem(form, { selects: false });
    (form.querySelector('[name="current"]') as HTMLInputElement).focus();
    form.querySelector('[name="password"]')?.setAttribute('aria-invalid', 'true');
    await frames(2);
    expect(document.activeElement?.getAttribute('name')).toBe('current');
    form.remove();
  });
});

describe('focusFirstField', () => {
  it("waits until the form's first field can take focus again (enabled after sending)", async () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="first" disabled /><input name="second" />';
    document.body.append(form);
    focusFirstField(form);
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).not.toBe('second');
    form.querySelector('[name="first"]')?.removeAttribute('disabled');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement?.getAttribute('name')).toBe('first');
    form.remove();
  });
});
