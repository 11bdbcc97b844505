import { defineMessages } from '@formatjs/intl';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../i18n/IntlProvider';
import { isBlank } from './rules';
import { message } from './schemaMessages';
import { type SchemaForm, useSchemaForm } from './useSchemaForm';

const m = defineMessages({
  required: { id: 'test.required', defaultMessage: 'Pflichtfeld' },
  email: { id: 'test.email', defaultMessage: 'Keine E-Mail-Adresse' },
});
const schema = v.object({
  email: v.pipe(
    v.string(),
    v.check((text) => !isBlank(text), message(m.required)),
    v.check((text) => isBlank(text) || text.includes('@'), message(m.email)),
  ),
  lastName: v.pipe(
    v.string(),
    v.check((text) => !isBlank(text), message(m.required)),
  ),
});
type Values = v.InferInput<typeof schema>;

function Probe({ report }: { report(form: SchemaForm<Values>): void }) {
  report(useSchemaForm(schema, { email: '', lastName: '' }, { serverPrefix: 'user' }));
  return null;
}

/** Renders the hook (the German source texts, no catalog) and hands out its latest value. */
function mount() {
  let latest: SchemaForm<Values> | undefined;
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <IntlProvider locale="de" messages={{}}>
        <Probe report={(form) => (latest = form)} />
      </IntlProvider>,
    ),
  );
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

describe('useSchemaForm', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("shows each field's first failing rule once the field was left, and blocks sending until all pass", () => {
    const current = mount();
    expect(current().errorFor('email')).toBeUndefined();
    expect(current().problems).toEqual(['Pflichtfeld', 'Pflichtfeld']);
    expect(current().canSubmit).toBe(false);
    act(() => current().touch('email'));
    expect(current().errorFor('email')).toBe('Pflichtfeld');
    act(() => current().setValue('email', 'anna'));
    expect(current().errorFor('email')).toBe('Keine E-Mail-Adresse');
    expect(current().fieldProps('email')).toEqual({
      name: 'email',
      errorMessage: 'Keine E-Mail-Adresse',
      isInvalid: true,
    });
    // A field not yet left says nothing – and never isInvalid false, which would hide the server's word.
    expect(current().fieldProps('lastName')).toEqual({
      name: 'lastName',
      errorMessage: undefined,
      isInvalid: undefined,
    });
    act(() => {
      current().setValue('email', 'anna@example.com');
      current().setValue('lastName', 'Vogel');
    });
    expect(current().canSubmit).toBe(true);
    expect(current().problems).toEqual([]);
  });

  it('drops invisible control characters as text is entered, but never from a password', () => {
    const current = mount();
    act(() => current().setValue('lastName', 'Vo\u202egel'));
    expect(current().values.lastName).toBe('Vogel');
  });

  it("hands the server's field errors to the Form by field name until the field is changed", () => {
    const current = mount();
    let others: string[] = [];
    act(() => {
      others = current().take([
        { field: 'user.email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' },
        { field: 'user.roles', message: 'Diese Rolle dürfen Sie nicht vergeben.' },
        { field: 'lastName', message: 'zu lang' },
      ]).others;
    });
    expect(current().validationErrors).toEqual({
      email: 'Diese E-Mail-Adresse wird bereits verwendet.',
      lastName: 'zu lang',
    });
    expect(current().serverError('lastName')).toBe('zu lang');
    expect(others).toEqual(['Diese Rolle dürfen Sie nicht vergeben.']);
    const before = current().validationErrors;
    act(() => current().touch('email'));
    // The same object while nothing changed: react-aria shows a new one again on fields the user already changed.
    expect(current().validationErrors).toBe(before);
    act(() => current().setValue('email', 'anna@example.com'));
    expect(current().validationErrors).toEqual({ lastName: 'zu lang' });
    act(() => current().clearServerErrors());
    expect(current().validationErrors).toEqual({});
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

  it('starts over on reset: values, visits and the server’s word', () => {
    const current = mount();
    act(() => {
      current().setValue('lastName', 'Vogel');
      current().touchAll();
      current().take([{ field: 'user.email', message: 'vergeben' }]);
    });
    act(() => current().reset());
    expect(current().values).toEqual({ email: '', lastName: '' });
    expect(current().errorFor('email')).toBeUndefined();
    expect(current().validationErrors).toEqual({});
  });
});
