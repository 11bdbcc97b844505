import { maxLengths as contract } from '@kundenportal/api-client/limits';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { withoutHiddenTexts } from '../shared/forms';
import { validationMessages as m } from './messages';
import { fieldOfOrderPath, toOrderCreate } from './orderCreate';
import {
  emptyOrderForm,
  type FieldPath,
  fieldValue,
  firstInvalidStep,
  linePath,
  linesFromBasket,
  maxLengths,
  type OrderFormValues,
  stepOfField,
  validateStep,
} from './orderSchema';

const today = '2026-11-23';
const basket = linesFromBasket([
  { product: { id: '10004711', description: 'Zitronensäure E330' }, amount: 25, unit: 'KG' },
  { product: { id: '10004712', description: 'Natriumbenzoat' }, amount: 2, unit: 'ST' },
]);
const filled = (change: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...emptyOrderForm(basket),
  deliveryDate: '2026-12-01',
  termsAgreement: true,
  priceConditionsAgreement: true,
  ...change,
});
const messagesOf = (errors: ReturnType<typeof validateStep>) =>
  errors.map((error) => [error.field, error.message]);

describe('order form schema', () => {
  it('takes the basket over with amount and unit', () => {
    expect(basket[0]).toEqual({
      key: '10004711',
      productId: '10004711',
      description: 'Zitronensäure E330',
      amount: 25,
      unit: 'KG',
      remarks: '',
    });
  });

  it('needs a product for a reorder and a position for an offer request', () => {
    expect(messagesOf(validateStep('products', filled({ lines: [] }), 'order', today))).toEqual([
      ['lines', m.noProducts],
    ]);
    expect(messagesOf(validateStep('products', filled({ lines: [] }), 'offer', today))).toEqual([
      ['lines', m.noPositions],
    ]);
    const custom = { key: 'c1', description: 'Spezialharz', amount: 3, unit: 'KG', remarks: '' };
    expect(validateStep('products', filled({ lines: [], customLines: [custom] }), 'offer', today)).toEqual(
      [],
    );
  });

  it('needs an amount above 0 on every line, and description, amount and unit on a custom position', () => {
    const values = filled({
      lines: basket.map((line, index) => ({ ...line, amount: index === 0 ? 0 : null })),
      customLines: [{ key: 'c1', description: ' ', amount: null, unit: '', remarks: '' }],
    });
    expect(messagesOf(validateStep('products', values, 'offer', today))).toEqual([
      [linePath('lines', '10004711', 'amount'), m.amount],
      [linePath('lines', '10004712', 'amount'), m.amount],
      [linePath('customLines', 'c1', 'description'), m.customDescription],
      [linePath('customLines', 'c1', 'amount'), m.amount],
      [linePath('customLines', 'c1', 'unit'), m.unit],
    ]);
    // A reorder has no custom positions: they are not checked.
    expect(validateStep('products', values, 'order', today)).toHaveLength(2);
  });

  it('takes an emptied amount (NaN from the number field, null in the form) as missing', () => {
    const [line] = basket;
    if (!line) throw new Error('basket without lines');
    expect(
      messagesOf(
        validateStep('products', filled({ lines: [{ ...line, amount: Number.NaN }] }), 'order', today),
      ),
    ).toEqual([[linePath('lines', '10004711', 'amount'), m.amount]]);
    expect(
      messagesOf(validateStep('products', filled({ lines: [{ ...line, amount: -1 }] }), 'order', today)),
    ).toEqual([[linePath('lines', '10004711', 'amount'), m.amount]]);
  });

  it('names a line by its key, not its place, so removing a line does not move the messages', () => {
    const [first, second] = basket;
    if (!first || !second) throw new Error('basket without lines');
    const values = filled({ lines: [{ ...second, amount: null }] });
    expect(validateStep('products', values, 'order', today).map((error) => error.field)).toEqual([
      'lines.10004712.amount',
    ]);
    expect(
      validateStep('products', filled({ lines: [first, { ...second, amount: 0 }] }), 'order', today),
    ).toHaveLength(1);
  });

  it('types every field path after the schema', () => {
    expectTypeOf<'deliveryDate'>().toExtend<FieldPath>();
    expectTypeOf<'lines'>().toExtend<FieldPath>();
    expectTypeOf<`lines.${string}.amount`>().toExtend<FieldPath>();
    expectTypeOf<`customLines.${string}.unit`>().toExtend<FieldPath>();
    expectTypeOf<'deliveryDay'>().not.toExtend<FieldPath>();
    expectTypeOf<`lines.${string}.price`>().not.toExtend<FieldPath>();
    expectTypeOf(linePath('customLines', 'c1', 'description')).toExtend<FieldPath>();
  });

  it('needs a delivery date, not in the past', () => {
    expect(messagesOf(validateStep('delivery', filled({ deliveryDate: '' }), 'order', today))).toEqual([
      ['deliveryDate', m.deliveryDate],
    ]);
    expect(
      messagesOf(validateStep('delivery', filled({ deliveryDate: '2026-11-22' }), 'order', today)),
    ).toEqual([['deliveryDate', m.deliveryDatePast]]);
    expect(validateStep('delivery', filled({ deliveryDate: today }), 'order', today)).toEqual([]);
    // An incomplete date says only that it is incomplete.
    expect(messagesOf(validateStep('delivery', filled({ deliveryDate: '2026-1' }), 'order', today))).toEqual([
      ['deliveryDate', m.deliveryDate],
    ]);
  });

  it('needs the whole recipient only when it is not the orderer', () => {
    expect(validateStep('delivery', filled({ identicalRecipient: true }), 'order', today)).toEqual([]);
    expect(
      messagesOf(validateStep('delivery', filled({ identicalRecipient: false }), 'order', today)),
    ).toEqual([
      ['recipientCompany', m.recipientCompany],
      ['recipientAddress', m.recipientAddress],
      ['recipientZip', m.recipientZip],
      ['recipientCity', m.recipientCity],
      ['recipientCountry', m.recipientCountry],
      ['recipientPhone', m.recipientPhone],
    ]);
    // Blank is missing; a country must be one of the list.
    expect(
      messagesOf(
        validateStep(
          'delivery',
          filled({
            identicalRecipient: false,
            recipientCompany: 'Lager Süd',
            recipientAddress: '  ',
            recipientZip: '68159',
            recipientCity: 'Mannheim',
            recipientCountry: 'DEU',
            recipientPhone: '+49 621 1234',
          }),
          'order',
          today,
        ),
      ),
    ).toEqual([['recipientAddress', m.recipientAddress]]);
  });

  it('needs both agreements (spec §5)', () => {
    const values = filled({ termsAgreement: false, priceConditionsAgreement: false });
    expect(messagesOf(validateStep('review', values, 'order', today))).toEqual([
      ['termsAgreement', m.terms],
      ['priceConditionsAgreement', m.priceConditions],
    ]);
    expect(firstInvalidStep(values, 'order', today)).toBe('review');
    expect(firstInvalidStep(filled(), 'order', today)).toBeUndefined();
  });

  it('sends the API body with trimmed text and without empty optional parts', () => {
    expect(
      toOrderCreate(filled({ reference: ' PO-77 ', timeMorning: '8:00-12:00' }), 'order', 193860),
    ).toEqual({
      type: 'order',
      customerId: 193860,
      positions: [
        { productId: '10004711', description: 'Zitronensäure E330', amount: 25, unit: 'KG' },
        { productId: '10004712', description: 'Natriumbenzoat', amount: 2, unit: 'ST' },
      ],
      deliveryDate: '2026-12-01',
      recipient: { identicalToOrderer: true },
      goodsReceivingTimes: { morning: '8:00-12:00' },
      reference: 'PO-77',
      termsAgreement: true,
      priceConditionsAgreement: true,
    });
  });

  it('sends the recipient, conditions and custom positions of an offer request', () => {
    const body = toOrderCreate(
      filled({
        identicalRecipient: false,
        recipientCompany: 'Lager Süd',
        recipientAddress: 'Hafenstraße 4',
        recipientZip: '68159',
        recipientCity: 'Mannheim',
        recipientCountry: 'DEU',
        recipientPhone: '+49 621 1234',
        conditionLiftingRamp: true,
        requiredDocuments: ['coa'],
        customLines: [{ key: 'c', description: 'Spezialharz ', amount: 3, unit: 'KG', remarks: '' }],
      }),
      'offer',
      193860,
    );
    expect(body.recipient).toEqual({
      identicalToOrderer: false,
      company: 'Lager Süd',
      address: 'Hafenstraße 4',
      zip: '68159',
      city: 'Mannheim',
      country: 'DEU',
      phone: '+49 621 1234',
    });
    expect(body.deliveryConditions).toEqual({ liftingRamp: true });
    expect(body.requiredDocuments).toEqual(['coa']);
    expect(body.customPositions).toEqual([{ description: 'Spezialharz', amount: 3, unit: 'KG' }]);
  });

  it('sends documents named as free text (no topics call) as their lines, without blanks and repeats', () => {
    const documents = (requiredDocuments: string[]) =>
      toOrderCreate(filled({ requiredDocuments }), 'order', 193860).requiredDocuments;
    expect(documents([' Analysenzertifikat', '', 'Ursprungszeugnis ', 'Analysenzertifikat', ''])).toEqual([
      'Analysenzertifikat',
      'Ursprungszeugnis',
    ]);
    expect(documents(['', '  '])).toBeUndefined();
    expect(documents([])).toBeUndefined();
  });
});

describe("the order form's texts", () => {
  it('loses invisible and bidirectional control characters, keeping line breaks', () => {
    const [line] = basket;
    if (!line) throw new Error('basket without lines');
    const values = filled({
      reference: 'PO\u202e-4711\u200b',
      deliveryRemarks: 'Tor 3\nbitte anrufen\u2066',
      lines: [{ ...line, remarks: '\ufeffpalettiert' }],
    });
    const clean = withoutHiddenTexts(values);
    expect(clean.reference).toBe('PO-4711');
    expect(clean.deliveryRemarks).toBe('Tor 3\nbitte anrufen');
    expect(clean.lines[0]?.remarks).toBe('palettiert');
    expect(clean.lines[0]?.description).toBe(line.description);
  });

  it('gives clean values back unchanged, so typing does not rebuild the positions', () => {
    const values = filled({ reference: 'PO-4711' });
    expect(withoutHiddenTexts(values)).toBe(values);
  });

  it('stops each field at the limit the contract sets for what it becomes', () => {
    expect(maxLengths.reference).toBe(contract.OrderCreate.reference);
    expect(maxLengths.recipientZip).toBe(contract.OrderRecipient.zip);
    expect(maxLengths.timeFixed).toBe(contract.GoodsReceivingTimes.fixedAppointment);
    expect(maxLengths.customDescription).toBe(contract.OrderCreateCustomPosition.description);
  });
});

describe('server field errors on the wizard', () => {
  const sent: OrderFormValues = {
    ...filled(),
    identicalRecipient: false,
    customLines: [{ key: 'custom-1', description: 'Sonderfass', amount: 1, unit: 'ST', remarks: '' }],
  };

  it("finds the wizard field of each OrderCreate path, by the sent lines' order", () => {
    expect(fieldOfOrderPath('positions.1.amount', sent)).toBe(linePath('lines', '10004712', 'amount'));
    expect(fieldOfOrderPath('positions.0.productId', sent)).toBe(linePath('lines', '10004711', 'amount'));
    expect(fieldOfOrderPath('positions.0.remarks', sent)).toBe(linePath('lines', '10004711', 'remarks'));
    expect(fieldOfOrderPath('positions.7.amount', sent)).toBe('lines');
    expect(fieldOfOrderPath('positions', sent)).toBe('lines');
    expect(fieldOfOrderPath('customPositions.0.unit', sent)).toBe(
      linePath('customLines', 'custom-1', 'unit'),
    );
    expect(fieldOfOrderPath('recipient.zip', sent)).toBe('recipientZip');
    expect(fieldOfOrderPath('recipient.zip', { ...sent, identicalRecipient: true })).toBeUndefined();
    expect(fieldOfOrderPath('goodsReceivingTimes.fixedAppointment', sent)).toBe('timeFixed');
    expect(fieldOfOrderPath('deliveryConditions.other', sent)).toBe('conditionOther');
    expect(fieldOfOrderPath('deliveryDate', sent)).toBe('deliveryDate');
    expect(fieldOfOrderPath('termsAgreement', sent)).toBe('termsAgreement');
    expect(fieldOfOrderPath('customerId', sent)).toBeUndefined();
    expect(fieldOfOrderPath('recipient.constructor', sent)).toBeUndefined();
  });

  it('knows the step of every field', () => {
    expect(stepOfField(linePath('lines', '10004711', 'amount'))).toBe('products');
    expect(stepOfField('lines')).toBe('products');
    expect(stepOfField('recipientZip')).toBe('delivery');
    expect(stepOfField('reference')).toBe('delivery');
    expect(stepOfField('priceConditionsAgreement')).toBe('review');
  });

  it("reads a field's value, so a change can be told from the sent one", () => {
    expect(fieldValue(sent, linePath('lines', '10004712', 'amount'))).toBe(2);
    expect(fieldValue(sent, 'reference')).toBe('');
    const changed = { ...sent, lines: sent.lines.slice(1) };
    expect(fieldValue(changed, linePath('lines', '10004711', 'amount'))).toBeUndefined();
    expect(fieldValue(changed, 'lines')).not.toBe(fieldValue(sent, 'lines'));
  });
});
