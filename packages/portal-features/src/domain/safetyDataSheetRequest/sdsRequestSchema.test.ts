import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/forms';
import { initialSdsValues, sdsRequestSchema, toFileRequest } from './sdsRequestSchema';

const target = { productId: '100200', productName: 'Speisesalz fein', orderId: '4500012345' };

describe('safety data sheet request', () => {
  it('requires reason, country and language (spec §5)', () => {
    const values = { ...initialSdsValues(target, 'de'), language: '' };
    expect(Object.keys(schemaErrors(sdsRequestSchema, values)).sort()).toEqual([
      'country',
      'language',
      'reason',
    ]);
    expect(schemaErrors(sdsRequestSchema, { ...values, reason: '  ' }).reason).toBeDefined();
    expect(
      schemaErrors(sdsRequestSchema, { ...values, reason: 'Export', country: 'FRA', language: 'fr' }),
    ).toEqual({});
  });

  it('opens prefilled with a missing country version', () => {
    expect(initialSdsValues({ ...target, country: 'POL', language: 'pl' }, 'de')).toMatchObject({
      topic: 'country_version',
      countryVersions: ['POL'],
      country: 'POL',
      language: 'pl',
    });
    expect(initialSdsValues(target, 'en')).toMatchObject({ topic: '', country: '', language: 'en' });
  });

  it('sends only what applies to the topic, trimmed', () => {
    const values = {
      ...initialSdsValues(target, 'de'),
      topic: 'error_complaint' as const,
      countryVersions: ['AUT' as const],
      chapters: [9, 2],
      notes: '  Flammpunkt fehlt ',
      reason: ' Prüfung ',
      country: 'DEU' as const,
    };
    expect(toFileRequest(target, values)).toEqual({
      productId: '100200',
      orderId: '4500012345',
      topic: 'error_complaint',
      chapters: [2, 9],
      notes: 'Flammpunkt fehlt',
      reason: 'Prüfung',
      country: 'DEU',
      language: 'de',
    });
  });
});
