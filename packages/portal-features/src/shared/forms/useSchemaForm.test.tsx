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

const listSchema = v.object({
  lines: v.array(
    v.object({
      key: v.string(),
      note: v.pipe(
        v.string(),
        v.check((text) => !isBlank(text), message(m.required)),
      ),
    }),
  ),
  reference: v.pipe(
    v.string(),
    v.check((text) => !isBlank(text), message(m.required)),
  ),
});
type ListValues = v.InferInput<typeof listSchema>;
type Path = 'reference' | `lines.${string}.note`;
const paths = {
  // Each line by its key, so a removed line does not shift the others' messages.
  fieldOfIssue: (issue: v.BaseIssue<unknown>) =>
    (issue.path ?? [])
      .map((item) => (item.type === 'array' ? (item.value as { key: string }).key : String(item.key)))
      .join('.') as Path,
  valueAt: (values: ListValues, field: Path) =>
    field === 'reference'
      ? values.reference
      : values.lines.find((line) => `lines.${line.key}.note` === field)?.note,
};
const groupOf = (field: Path) => (field === 'reference' ? 'last' : 'first');

function ListProbe({ report }: { report(form: SchemaForm<ListValues, Path>): void }) {
  report(
    useSchemaForm(
      listSchema,
      {
        lines: [
          { key: 'a', note: '' },
          { key: 'b', note: 'x' },
        ],
        reference: '',
      },
      {
        paths,
        groupOf,
      },
    ),
  );
  return null;
}

function mountList() {
  let latest: SchemaForm<ListValues, Path> | undefined;
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <IntlProvider locale="de" messages={{}}>
        <ListProbe report={(form) => (latest = form)} />
      </IntlProvider>,
    ),
  );
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

describe('useSchemaForm on a form with lists (fields named by path, rules shown a group at a time)', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('names issues by path, shows one group on touchAll(group), and cleans texts changed in a list', () => {
    const current = mountList();
    expect(current().issues.map((issue) => issue.field)).toEqual(['lines.a.note', 'reference']);
    act(() => current().touchAll('first'));
    expect(current().isAllTouched('first')).toBe(true);
    expect(current().errorFor('lines.a.note')).toBe('Pflichtfeld');
    expect(current().errorFor('reference')).toBeUndefined();
    act(() =>
      current().update((values) => ({
        ...values,
        lines: values.lines.map((line) => (line.key === 'a' ? { ...line, note: 'pa\u200blettiert' } : line)),
      })),
    );
    expect(current().values.lines[0]?.note).toBe('palettiert');
    expect(current().issues.map((issue) => issue.field)).toEqual(['reference']);
  });

  it("drops the server's word on exactly the paths whose value a change altered", () => {
    const current = mountList();
    act(() => {
      current().take([
        { field: 'lines.a.note', message: 'zu lang' },
        { field: 'lines.b.note', message: 'unbekannt' },
      ]);
    });
    // Without `serverFields`, the server's paths are the form's own names (the values' keys): none matches here.
    expect(current().validationErrors).toEqual({});
    act(() => {
      current().take([{ field: 'reference', message: 'vergeben' }]);
    });
    act(() => current().update((values) => ({ ...values, lines: values.lines.slice(1) })));
    expect(current().validationErrors).toEqual({ reference: 'vergeben' });
    act(() => current().setValue('reference', 'PO-1'));
    expect(current().validationErrors).toEqual({});
  });
});
