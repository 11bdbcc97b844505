import { describe, expect, it } from 'vitest';
import { mailLines, mailtoHref } from './mailtoHref';

describe('mailtoHref', () => {
  it('fills in subject and body, encoded so every mail program reads them back', () => {
    const href = mailtoHref({
      to: 'support@example.test',
      subject: 'Reklamation zu Auftrag 4500012345 & mehr',
      body: 'Grund: Ware beschädigt\nBeschreibung: 3 Säcke nass? Ja – 100 %',
    });
    expect(href.startsWith('mailto:support@example.test?subject=')).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Reklamation zu Auftrag 4500012345 & mehr');
    expect(query.get('body')).toBe('Grund: Ware beschädigt\r\nBeschreibung: 3 Säcke nass? Ja – 100 %');
    expect(href).not.toContain('+');
    expect(href).toContain('%0D%0A');
  });

  it('keeps the address readable and encodes only what would break the link', () => {
    expect(mailtoHref({ to: ' a?b@example.test ', subject: '', body: '' })).toBe(
      'mailto:a%3Fb@example.test?subject=&body=',
    );
  });
});

describe('mailLines', () => {
  it('writes one labelled line per value and leaves out the empty ones', () => {
    expect(
      mailLines(
        [
          ['Auftragsnummer', '4500012345'],
          ['Ihre Bestellnummer', ''],
          ['Grund', ' Ware beschädigt '],
          ['Firma', undefined],
          ['Referenz', null],
        ],
        (label, value) => `${label} : ${value}`,
      ),
    ).toBe('Auftragsnummer : 4500012345\nGrund : Ware beschädigt');
  });
});
