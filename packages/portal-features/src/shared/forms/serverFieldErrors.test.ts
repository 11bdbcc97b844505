import { describe, expect, it } from 'vitest';
import { remainingText, sortFieldErrors } from './serverFieldErrors';

describe('sortFieldErrors', () => {
  it("puts the form's own fields beside the field, with or without the body's wrapper", () => {
    const sorted = sortFieldErrors(
      [
        { field: 'registration.email', message: 'Diese E-Mail-Adresse ist ungültig.' },
        { field: 'zip', message: 'Die Postleitzahl fehlt.' },
      ],
      'registration',
      ['email', 'zip', 'lastName'] as const,
    );
    expect(sorted.byField).toEqual({
      email: 'Diese E-Mail-Adresse ist ungültig.',
      zip: 'Die Postleitzahl fehlt.',
    });
    expect(sorted.others).toEqual([]);
  });

  it('keeps the messages of unknown fields, never their paths, each once', () => {
    const sorted = sortFieldErrors(
      [
        { field: 'registration.reason.why', message: 'Ungültiger Grund.' },
        { field: 'registration.newCustomer', message: 'Ungültiger Grund.' },
      ],
      'registration',
      ['email'] as const,
    );
    expect(sorted.byField).toEqual({});
    expect(sorted.others).toEqual(['Ungültiger Grund.']);
    expect(sorted.others.join(' ')).not.toContain('registration.');
  });

  it('keeps the first message of a field that has several', () => {
    const sorted = sortFieldErrors(
      [
        { field: 'email', message: 'Erste.' },
        { field: 'email', message: 'Zweite.' },
      ],
      'registration',
      ['email'] as const,
    );
    expect(sorted.byField.email).toBe('Erste.');
  });
});

describe('remainingText', () => {
  const sorted = (byField: Record<string, string>, others: string[]) => ({ byField, others });
  it('names the other fields’ messages, nothing when all stand beside their fields, else the message', () => {
    expect(remainingText(sorted({ email: 'vergeben' }, ['Rolle fehlt.']), 'Ungültig', 'Fehler')).toBe(
      'Rolle fehlt.',
    );
    expect(remainingText(sorted({ email: 'vergeben' }, []), 'Ungültig', 'Fehler')).toBeUndefined();
    expect(remainingText(sorted({}, []), 'Ungültig', 'Fehler')).toBe('Ungültig');
    expect(remainingText(sorted({}, []), undefined, 'Fehler')).toBe('Fehler');
  });
});

describe('sortFieldErrors with a function for fields named otherwise', () => {
  it('maps nested and bracketed paths to the form fields, the rest to sentences without paths', () => {
    const lineKeys = ['10004711', '10004712'];
    const fieldOf = (path: string) => {
      const [list, index, name] = path.split('.');
      if (list === 'positions' && name === 'amount') return `lines.${lineKeys[Number(index)]}.amount`;
      return path === 'recipient.zip' ? 'recipientZip' : undefined;
    };
    const sorted = sortFieldErrors(
      [
        { field: 'order_create.positions.1.amount', message: 'Zu viel.' },
        { field: 'order_create.positions[0].amount', message: 'Zu wenig.' },
        { field: 'order_create.recipient.zip', message: 'Unbekannte Postleitzahl.' },
        { field: 'order_create.customerId', message: 'Kein Kunde.' },
      ],
      'order_create',
      fieldOf,
    );
    expect(sorted.byField).toEqual({
      'lines.10004712.amount': 'Zu viel.',
      'lines.10004711.amount': 'Zu wenig.',
      recipientZip: 'Unbekannte Postleitzahl.',
    });
    expect(sorted.others).toEqual(['Kein Kunde.']);
  });
});
