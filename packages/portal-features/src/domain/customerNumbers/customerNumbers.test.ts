import { describe, expect, it } from 'vitest';
import { customerNumberList, customerNumberMessages as m, validateCustomerNumbers } from './customerNumbers';

describe('customer numbers (spec §5)', () => {
  it('are numeric, six digits, several separated by semicolons', () => {
    expect(validateCustomerNumbers('10023a')).toBe(m.numeric);
    expect(validateCustomerNumbers('10023')).toBe(m.length);
    expect(validateCustomerNumbers('1002345')).toBe(m.length);
    expect(validateCustomerNumbers('100234')).toBeUndefined();
    expect(validateCustomerNumbers('100234;100567')).toBeUndefined();
    expect(validateCustomerNumbers('100234; 100567')).toBeUndefined();
    expect(validateCustomerNumbers('100234;10056')).toBe(m.length);
    expect(validateCustomerNumbers('100234;1005x7')).toBe(m.numeric);
    expect(validateCustomerNumbers('100234;')).toBe(m.length);
  });

  it('become a list without blanks or duplicates', () => {
    expect(customerNumberList('')).toEqual([]);
    expect(customerNumberList(' 100234 ; 100567;100234')).toEqual(['100234', '100567']);
  });
});
