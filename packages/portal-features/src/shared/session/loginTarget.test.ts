import { describe, expect, it } from 'vitest';
import { loginTargetPath, safeReturnPath } from './loginTarget';

describe('login target', () => {
  it('goes to known targets and falls back to search', () => {
    expect(loginTargetPath('basket')).toBe('/user/basket');
    expect(loginTargetPath(undefined)).toBe('/user/search');
    expect(loginTargetPath('https://evil.example')).toBe('/user/search');
    expect(loginTargetPath('../admin')).toBe('/user/search');
  });
  it('only returns to paths inside the portal', () => {
    expect(safeReturnPath('/en/user/orders?page=2')).toBe('/en/user/orders?page=2');
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
  });
});
