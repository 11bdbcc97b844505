import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, isoDay, shortName } from './format';

describe('formatting', () => {
  it('shows dates as DD.MM.YYYY without shifting calendar days', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31.12.2025');
    expect(formatDate('not a date')).toBeUndefined();
    expect(formatDate(undefined)).toBeUndefined();
  });
  it('writes delivery dates as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('formats amounts with the locale separator and the unit', () => {
    expect(formatAmount(1250.5, 'kg', 'de')).toBe('1.250,5 kg');
    expect(formatAmount(3, 'Stück', 'de')).toBe('3 Stück');
    expect(formatAmount(2.5, 'l', 'en')).toBe('2.5 l');
  });
  it('shortens product names to 30 characters plus an ellipsis', () => {
    expect(shortName('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortName('b'.repeat(31))).toBe(`${'b'.repeat(30)}…`);
  });
});
