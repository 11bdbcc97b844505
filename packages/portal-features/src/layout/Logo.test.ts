import { describe, expect, it } from 'vitest';
import { splitCompanyName } from './Logo';

describe('splitCompanyName', () => {
  it.each([
    ['Kundenportal GmbH', { name: 'Kundenportal', descriptor: 'GmbH' }],
    ['Hansa Chemie GmbH & Co. KG', { name: 'Hansa Chemie', descriptor: 'GmbH & Co. KG' }],
    ['Polchem Sp. z o.o.', { name: 'Polchem', descriptor: 'Sp. z o.o.' }],
    ['Acme Chemicals', { name: 'Acme Chemicals' }],
    ['GmbH', { name: 'GmbH' }],
  ])('%s', (input, expected) => {
    expect(splitCompanyName(input)).toEqual(expected);
  });
});
