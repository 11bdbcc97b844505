import { describe, expect, it } from 'vitest';
import { fieldLimits, limitOf } from './limits';
import { meetsPasswordRule } from './rules';
import { hasHiddenCharacters, withoutHiddenCharacters, withoutHiddenTexts } from './text';

describe('hidden characters', () => {
  it.each([
    ['zero-width space', 'Krü\u200bger'],
    ['zero-width joiner', 'a\u200db'],
    ['left-to-right mark', 'a\u200eb'],
    ['right-to-left override', 'rechnung\u202egpj.exe'],
    ['bidi embedding', '\u202aabc\u202c'],
    ['bidi isolate', '\u2066abc\u2069'],
    ['byte-order mark', '\ufeffkunde@example.com'],
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['C1 control', 'a\u0085b'],
  ])('finds and strips a %s', (_name, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
    const clean = withoutHiddenCharacters(text);
    expect(hasHiddenCharacters(clean)).toBe(false);
    expect(clean.length).toBeLessThan(text.length);
  });

  it('keeps visible text of every alphabet, line breaks and tabs', () => {
    for (const text of ['Łódź', 'Straße 5', 'Ζωή', 'שלום', 'مرحبا', 'Zeile 1\nZeile 2\r\n\tEnde', '😀 Ä ß']) {
      expect(hasHiddenCharacters(text)).toBe(false);
      expect(withoutHiddenCharacters(text)).toBe(text);
    }
  });

  it('answers the same on repeated calls (no global regex state leaks)', () => {
    expect(hasHiddenCharacters('a\u200bb')).toBe(true);
    expect(hasHiddenCharacters('a\u200bb')).toBe(true);
  });
});

describe('password rule', () => {
  it.each(['Äpfel123!', 'straße12-', 'Łódź2026#', 'Пароль12!', 'Demo1234!'])(
    'counts letters of every alphabet: %s',
    (value) => {
      expect(meetsPasswordRule(value)).toBe(true);
    },
  );

  it.each([
    ['too short', 'Äb12!'],
    ['no letter', '1234567!'],
    ['no digit', 'Äpfelbaum!'],
    ['no special character', 'Äpfel1234'],
  ])('refuses a password with %s', (_name, value) => {
    expect(meetsPasswordRule(value)).toBe(false);
  });

  it('does not take an umlaut for a special character', () => {
    expect(meetsPasswordRule('Apfel1234ä')).toBe(false);
  });
});

describe('field limits', () => {
  it('come from the contract', () => {
    expect(fieldLimits.registration.email).toBe(180);
    expect(fieldLimits.login.password).toBe(128);
    expect(limitOf(fieldLimits.registration, 'additionalInfo')).toBe(2000);
  });

  it('leave choices and the list of sales areas unlimited', () => {
    expect(limitOf(fieldLimits.registration, 'salesAreas')).toBeUndefined();
    expect(limitOf(fieldLimits.registration, 'salutation')).toBeUndefined();
  });
});

describe('withoutHiddenTexts', () => {
  it('cleans every text in lists and objects, and gives what is clean back as the same object', () => {
    const clean = {
      lines: [{ key: 'a', remarks: 'palettiert', amount: 2 }],
      reference: 'PO-4711',
      agreed: true,
    };
    expect(withoutHiddenTexts(clean)).toBe(clean);
    const typed = { ...clean, lines: [...clean.lines, { key: 'b', remarks: 'Tor\u202e 3', amount: null }] };
    const cleaned = withoutHiddenTexts(typed);
    expect(cleaned.lines[1]?.remarks).toBe('Tor 3');
    // The untouched line stays the same object: a keystroke does not rebuild the others.
    expect(cleaned.lines[0]).toBe(clean.lines[0]);
    expect(cleaned.reference).toBe('PO-4711');
  });
});
