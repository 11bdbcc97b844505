import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('tldts stand-in', () => {
  it('gives the last two labels of a host name', () => {
    expect(getDomain('portal.kundenportal.example')).toBe('kundenportal.example');
    expect(getDomain('Kundenportal.Example.')).toBe('kundenportal.example');
  });

  it('gives none for IP addresses and single labels, like tldts', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
