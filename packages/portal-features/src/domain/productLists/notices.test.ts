import { describe, expect, it } from 'vitest';
import { createPortalIntl } from '../../shared/i18n';
import { bulkAddOutcome, planBulkAdd } from './bulkAdd';
import { bulkAddNotice } from './notices';

const intl = createPortalIntl('de', {});
const products = (...ids: (string | undefined)[]) => ids.map((id) => ({ product: { id, unit: 'KG' } }));

describe('bulkAddNotice', () => {
  it('counts added and present products in the singular and plural', () => {
    const plan = planBulkAdd(['1'], products('1', '2'));
    expect(bulkAddNotice(intl, 'basket', bulkAddOutcome(plan, ['1', '2']))).toBe(
      '1 Produkt wurde in den Warenkorb gelegt. 1 Produkt befand sich bereits im Warenkorb.',
    );
    const many = planBulkAdd(['1', '2'], products('1', '2', '3', '4'));
    expect(bulkAddNotice(intl, 'favorites', bulkAddOutcome(many, ['1', '2', '3', '4']))).toBe(
      '2 Produkte wurden der Favoritenliste hinzugefügt. 2 Produkte befanden sich bereits in der Favoritenliste.',
    );
  });

  it('says nothing was added when all were present, and names products without a number', () => {
    const plan = planBulkAdd(['1', '2'], products('1', '2', undefined));
    expect(bulkAddNotice(intl, 'basket', bulkAddOutcome(plan, null))).toBe(
      'Es wurde kein Produkt in den Warenkorb gelegt. 2 Produkte befanden sich bereits im Warenkorb. ' +
        '1 Produkt ohne Materialnummer wurde übersprungen.',
    );
  });

  it("gives the spec's text when the call failed", () => {
    const plan = planBulkAdd([], products('1'));
    expect(bulkAddNotice(intl, 'basket', bulkAddOutcome(plan, undefined))).toBe(
      'Der Warenkorb konnte leider nicht aktualisiert werden',
    );
    expect(bulkAddNotice(intl, 'favorites', bulkAddOutcome(plan, undefined))).toBe(
      'Die Favoritenliste konnte leider nicht aktualisiert werden',
    );
  });
});
