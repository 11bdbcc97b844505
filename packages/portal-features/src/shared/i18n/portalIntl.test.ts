import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { createPortalIntl } from './portalIntl';

const catalog = {
  'basket.count': parse('{count, plural, one {# Artikel} other {# Artikel}} im Warenkorb'),
  'order.total': parse('Summe: {total, number}'),
  'en.items': parse('{count, plural, one {# item} other {# items}}'),
};

describe('createPortalIntl', () => {
  it('formats a compiled message with plurals and numbers in its locale', () => {
    const de = createPortalIntl('de', catalog);
    expect(de.formatMessage({ id: 'basket.count' }, { count: 1 })).toBe('1 Artikel im Warenkorb');
    expect(de.formatMessage({ id: 'order.total' }, { total: 1234.5 })).toBe('Summe: 1.234,5');
    const en = createPortalIntl('en', catalog);
    expect(en.formatMessage({ id: 'en.items' }, { count: 1 })).toBe('1 item');
    expect(en.formatMessage({ id: 'en.items' }, { count: 2000 })).toBe('2,000 items');
  });

  it('formats numbers and lists with the locale', () => {
    const fr = createPortalIntl('fr', {});
    expect(fr.formatNumber(1234)).toBe('1\u202f234');
    expect(fr.formatList(['Deutsch', 'Englisch'], { type: 'unit' })).toBe('Deutsch et Englisch');
    expect(createPortalIntl('de', {}).formatList(['A', 'B', 'C'])).toBe('A, B und C');
  });

  it('shows the id of a message its catalog lacks and reports it', () => {
    const onError = vi.fn();
    const intl = createPortalIntl('it', {}, onError);
    expect(intl.formatMessage({ id: 'layout.login' })).toBe('layout.login');
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('layout.login'));
  });

  it('falls back to the German source text where the code still carries it (tests, stories)', () => {
    const onError = vi.fn();
    const intl = createPortalIntl('pl', {}, onError);
    expect(
      intl.formatMessage(
        { id: 'x', defaultMessage: '{count, plural, one {# Zeile} other {# Zeilen}}' },
        { count: 2 },
      ),
    ).toBe('2 Zeilen');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('shows the id instead of throwing when a value is missing', () => {
    const onError = vi.fn();
    const intl = createPortalIntl('de', catalog, onError);
    expect(intl.formatMessage({ id: 'order.total' })).toBe('order.total');
    expect(onError).toHaveBeenCalledWith(expect.stringContaining('order.total'));
  });
});
