import { beforeEach, describe, expect, it } from 'vitest';
import { introPreferenceKey, readIntroHidden, writeIntroHidden } from './introPreference';

describe('dashboard intro preference', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per user', () => {
    expect(readIntroHidden(1001)).toBe(false);
    writeIntroHidden(1001, true);
    expect(readIntroHidden(1001)).toBe(true);
    expect(readIntroHidden(1002)).toBe(false);
    expect(localStorage.getItem(introPreferenceKey(1001))).toBe('true');
    writeIntroHidden(1001, false);
    expect(readIntroHidden(1001)).toBe(false);
    expect(localStorage.getItem(introPreferenceKey(1001))).toBeNull();
  });

  it('shows the intro when storage fails', () => {
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
    expect(readIntroHidden(1001, broken)).toBe(false);
    expect(() => writeIntroHidden(1001, true, broken)).not.toThrow();
  });
});
