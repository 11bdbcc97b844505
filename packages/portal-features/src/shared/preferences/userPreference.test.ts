import { beforeEach, describe, expect, it } from 'vitest';
import { preferenceKey, readPreference, readStored, writeStored } from './userPreference';

const numbers = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? (raw as number[]) : undefined;

describe('user preferences', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per user and name', () => {
    const key = preferenceKey('documents.recent', 1001);
    expect(key).toBe('kundenportal.documents.recent.1001');
    writeStored(key, JSON.stringify([3, 1]));
    expect(readPreference(key, numbers, [])).toEqual([3, 1]);
    expect(readPreference(preferenceKey('documents.recent', 1002), numbers, [])).toEqual([]);
  });

  it('gives the fallback for unreadable or unexpected entries', () => {
    const key = preferenceKey('x', 1);
    localStorage.setItem(key, '{not json');
    expect(readPreference(key, numbers, [7])).toEqual([7]);
    localStorage.setItem(key, '["a"]');
    expect(readPreference(key, numbers, [7])).toEqual([7]);
  });

  it('keeps the choice for the visit when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const key = preferenceKey('y', 1);
    expect(() => writeStored(key, '[1]', broken)).not.toThrow();
    expect(readStored(key, broken)).toBe('[1]');
  });
});
