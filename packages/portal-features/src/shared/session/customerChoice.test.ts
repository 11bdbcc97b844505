import { describe, expect, it } from 'vitest';
import { readCustomerChoice, saveCustomerChoice } from './customerChoice';

describe('customer choice', () => {
  it('is kept per user and read back as a number', () => {
    saveCustomerChoice(7, 100234, localStorage);
    saveCustomerChoice(8, 0, localStorage);
    expect(readCustomerChoice(7, localStorage)).toBe(100234);
    expect(readCustomerChoice(8, localStorage)).toBe(0);
    expect(readCustomerChoice(9, localStorage)).toBeUndefined();
  });

  it('forgets a cleared or broken value', () => {
    saveCustomerChoice(7, undefined, localStorage);
    expect(readCustomerChoice(7, localStorage)).toBeUndefined();
    localStorage.setItem('kundenportal.customer.7', 'x');
    expect(readCustomerChoice(7, localStorage)).toBeUndefined();
  });
});
