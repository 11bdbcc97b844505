import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { useValuesFromPage } from './useValuesFromPage';

type Values = { email: string; password: string };

/** A controlled login-like form; reports its state after every render. */
function Login({ report }: { report(values: Values): void }) {
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const setValue = (field: keyof Values, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));
  useValuesFromPage(formRef, values, setValue);
  report(values);
  return (
    <form ref={formRef}>
      <input name="email" value={values.email} onChange={(event) => setValue('email', event.target.value)} />
      <input
        name="password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
      />
    </form>
  );
}

/** Server markup in a container, typed into before React hydrates it. */
function hydrateTyped(typed: Partial<Values>) {
  let latest: Values = { email: '', password: '' };
  const report = (values: Values) => {
    latest = values;
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Login report={report} />);
  document.body.append(container);
  for (const [name, value] of Object.entries(typed))
    (container.querySelector(`input[name="${name}"]`) as HTMLInputElement).value = value;
  act(() => {
    hydrateRoot(container, <Login report={report} />);
  });
  return { container, values: () => latest };
}

describe('useValuesFromPage', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '';
  });

  it('takes text typed before hydration into the state as the form hydrates', () => {
    const { container, values } = hydrateTyped({ email: 'kunde@kundenportal.example', password: 'x' });
    expect(values()).toEqual({ email: 'kunde@kundenportal.example', password: 'x' });
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'kunde@kundenportal.example',
    );
  });

  it('takes a value set through the element (a password manager) that React sees as no change', () => {
    const { container, values } = hydrateTyped({});
    const password = container.querySelector('input[name="password"]') as HTMLInputElement;
    act(() => {
      password.value = 'Demo1234!'; // through React's tracked setter: its input event looks like no change
      password.dispatchEvent(new Event('input', { bubbles: true }));
      password.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(values().password).toBe('Demo1234!');
    expect(password.value).toBe('Demo1234!');
  });
});
