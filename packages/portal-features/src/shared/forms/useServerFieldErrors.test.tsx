import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ServerFieldErrors, useServerFieldErrors } from './useServerFieldErrors';

type Field = 'email' | 'lastName';
const fields: readonly Field[] = ['email', 'lastName'];

function Probe({ report }: { report(errors: ServerFieldErrors<Field>): void }) {
  report(useServerFieldErrors('user', fields));
  return null;
}

/** Renders the hook and hands out its latest value. */
function mount() {
  let latest: ServerFieldErrors<Field> | undefined;
  const container = document.createElement('div');
  act(() => createRoot(container).render(<Probe report={(errors) => (latest = errors)} />));
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

describe('useServerFieldErrors', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('keeps the form’s own field errors beside their fields and gives the rest back as sentences', () => {
    const current = mount();
    let others: string[] = [];
    act(() => {
      others = current().take([
        { field: 'user.email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' },
        { field: 'user.roles', message: 'Diese Rolle dürfen Sie nicht vergeben.' },
      ]).others;
    });
    expect(current().errorOf('email')).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
    expect(current().errorOf('lastName')).toBeUndefined();
    expect(others).toEqual(['Diese Rolle dürfen Sie nicht vergeben.']);
  });

  it('forgets a field’s error once the user changes it, and all of them on reset', () => {
    const current = mount();
    act(() => {
      current().take([
        { field: 'user.email', message: 'vergeben' },
        { field: 'lastName', message: 'zu lang' },
      ]);
    });
    act(() => current().clear('email'));
    expect(current().errorOf('email')).toBeUndefined();
    expect(current().errorOf('lastName')).toBe('zu lang');
    act(() => current().reset());
    expect(current().errorOf('lastName')).toBeUndefined();
  });

  it('answers a rejection: the rest besides the fields, the server fault never in its own words', () => {
    const current = mount();
    let said: (string | undefined)[] = [];
    act(() => {
      said = [
        current().takeRejection(
          { status: 422, message: 'Ungültig', fieldErrors: [{ field: 'user.email', message: 'vergeben' }] },
          'Fehler',
        ),
        current().takeRejection({ status: 409, message: 'Schon vorhanden.', fieldErrors: [] }, 'Fehler'),
        current().takeRejection({ status: 500, message: 'Internal Server Error', fieldErrors: [] }, 'Fehler'),
      ];
    });
    expect(said).toEqual([undefined, 'Schon vorhanden.', 'Fehler']);
  });
});
