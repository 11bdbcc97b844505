import { describe, expect, it } from 'vitest';
import { allUserPages, type UserPage } from '../pages';
import { loginTargetPath, safeReturnPath } from './loginTarget';

describe('login target', () => {
  it('goes to known targets and falls back to search', () => {
    expect(loginTargetPath('basket', allUserPages)).toBe('/user/basket');
    expect(loginTargetPath(undefined, allUserPages)).toBe('/user/search');
    expect(loginTargetPath('https://evil.example', allUserPages)).toBe('/user/search');
    expect(loginTargetPath('../admin', allUserPages)).toBe('/user/search');
    expect(loginTargetPath('toString', allUserPages)).toBe('/user/search');
  });
  it('never lands on a page the app has not mounted: the dashboard stands in while search is missing', () => {
    const mounted = new Set<UserPage>(['dashboard', 'profile']);
    expect(loginTargetPath('profile', mounted)).toBe('/user/profile');
    expect(loginTargetPath('basket', mounted)).toBe('/user/dashboard');
    expect(loginTargetPath(undefined, mounted)).toBe('/user/dashboard');
  });
  it('only returns to paths inside the portal', () => {
    expect(safeReturnPath('/en/user/orders?page=2')).toBe('/en/user/orders?page=2');
    expect(safeReturnPath('//evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
  });
  it('refuses return paths with control characters (a browser would drop them and leave //host)', () => {
    expect(safeReturnPath('/\t/evil.example')).toBeUndefined();
    expect(safeReturnPath('/\n/evil.example')).toBeUndefined();
    expect(safeReturnPath('/user/orders\r')).toBeUndefined();
    expect(safeReturnPath('/\u0000x')).toBeUndefined();
    expect(safeReturnPath('/\u007f')).toBeUndefined();
  });
});
