import { describe, expect, it } from 'vitest';
import { customerLabel, customerOptions } from './customerOptions';
import { staffCustomerId } from './permissions';

const customers = [
  { id: 123456, name: 'Muster GmbH' },
  { id: 234567, name: 'Beispiel AG' },
];

describe('customer options', () => {
  it('names a company with its customer number', () => {
    expect(customerLabel({ id: 123456, name: 'Muster GmbH' })).toBe('Muster GmbH (123456)');
  });
  it("lists the user's companies in the server's order", () => {
    expect(customerOptions(customers)).toEqual([
      { id: 123456, label: 'Muster GmbH', detail: '123456' },
      { id: 234567, label: 'Beispiel AG', detail: '234567' },
    ]);
  });
  it('puts the staff view first when it has a label', () => {
    expect(customerOptions(customers, 'Mitarbeiteransicht')).toEqual([
      { id: staffCustomerId, label: 'Mitarbeiteransicht', isExtra: true },
      { id: 123456, label: 'Muster GmbH', detail: '123456' },
      { id: 234567, label: 'Beispiel AG', detail: '234567' },
    ]);
  });
  it('offers only the staff view to staff without companies', () => {
    expect(customerOptions([], 'Mitarbeiteransicht')).toEqual([
      { id: staffCustomerId, label: 'Mitarbeiteransicht', isExtra: true },
    ]);
    expect(customerOptions([])).toEqual([]);
  });
});
