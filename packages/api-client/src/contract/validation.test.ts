// @vitest-environment node
/** Request bodies are validated against openapi.yaml like the backend's forms: 400 unreadable, 422 with fields. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema';
import { resetMockDb } from '../mocks/db';
import { createMockServer } from '../mocks/node';
import { API, call, tokenFor } from './harness';

type ApiError = components['schemas']['Error'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const fields = (body: unknown) => ((body as ApiError).errors ?? []).map((error) => error.field).sort();

const validRegistration = {
  customerType: 'existing_customer',
  email: 'anna.berger@example.org',
  emailConfirmation: 'anna.berger@example.org',
  password: 'Sicher123!',
  passwordConfirmation: 'Sicher123!',
  salutation: 'miss',
  lastName: 'Berger',
  firstName: 'Anna',
  companyName: 'Bäckerei Hofmann GmbH & Co. KG',
  customerNumber: '193860;465319',
  phoneNumber: '+49 911 123456',
  language: 'de',
};

const register = (changes: Record<string, unknown>, omit: string[] = []) => {
  const registration: Record<string, unknown> = { ...validRegistration, ...changes };
  for (const key of omit) delete registration[key];
  return call('POST', '/registrations?language=de', { body: { registration } });
};

describe('registration', () => {
  it('accepts the valid form', async () => {
    expect((await register({})).status).toBe(201);
  });

  it('lists every missing required field with the backend message', async () => {
    const result = await call('POST', '/registrations', { body: { registration: {} } });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ message: 'Die Eingaben sind ungültig.', code: 'validation_failed' });
    expect(fields(result.body)).toEqual(
      [
        'customerType',
        'email',
        'emailConfirmation',
        'password',
        'passwordConfirmation',
        'salutation',
        'lastName',
        'firstName',
        'companyName',
        'phoneNumber',
        'language',
      ]
        .map((field) => `registration.${field}`)
        .sort(),
    );
    expect((result.body as ApiError).errors).toContainEqual({
      field: 'registration.email',
      message: 'Dieser Wert sollte nicht leer sein.',
    });
  });

  it.each([
    ['customerNumber', '12345', 'six digits'],
    ['customerNumber', '12a456', 'numeric only'],
    ['customerNumber', '193860,465319', 'semicolons between numbers'],
    ['password', 'abcdefgh1', 'a special character'],
    ['password', 'Ab1!', 'eight characters'],
    ['salutation', 'divers', 'mister or miss'],
    ['country', 'DE', 'three-letter country codes'],
    ['language', 'xx', 'portal languages'],
    ['email', 'keine-adresse', 'a valid e-mail'],
  ])('rejects %s %j (needs %s)', async (field, value) => {
    const result = await register({ [field]: value });
    expect(result.status).toBe(422);
    expect(fields(result.body)).toContain(`registration.${field}`);
  });

  it('requires a customer number from existing customers only', async () => {
    expect(fields((await register({}, ['customerNumber'])).body)).toEqual(['registration.customerNumber']);
  });

  it('requires reason, country and zip from new customers and forbids a customer number', async () => {
    const result = await register({ customerType: 'new_customer', newCustomer: true });
    expect(fields(result.body)).toEqual(
      [
        'registration.country',
        'registration.customerNumber',
        'registration.reason',
        'registration.zip',
      ].sort(),
    );
    const ok = await register(
      {
        customerType: 'new_customer',
        reason: { why: 'interested' },
        country: 'AUT',
        zip: '6020',
        whereDidYouHearFrom: 'newsletter',
      },
      ['customerNumber'],
    );
    expect(ok.status).toBe(201);
  });

  it.each(['order', 'sdb', 'misc'])('requires the extra text for reason %s', async (why) => {
    const result = await register(
      { customerType: 'new_customer', reason: { why }, country: 'DEU', zip: '10115' },
      ['customerNumber'],
    );
    expect(fields(result.body)).toEqual(['registration.reason.additionalInfo']);
  });

  it('requires sales areas like 4000/*/* from employees', async () => {
    const employee = { customerType: 'employee' };
    expect(fields((await register(employee, ['customerNumber'])).body)).toEqual(['registration.salesAreas']);
    expect(fields((await register({ ...employee, salesAreas: ['4000'] }, ['customerNumber'])).body)).toEqual([
      'registration.salesAreas.0',
    ]);
    expect((await register({ ...employee, salesAreas: ['4000/*/*'] }, ['customerNumber'])).status).toBe(201);
  });

  it('checks that confirmations match (a registered address is not revealed: see auth.test.ts)', async () => {
    const mismatch = await register({
      emailConfirmation: 'anders@example.org',
      passwordConfirmation: 'Sicher123?',
    });
    expect((mismatch.body as ApiError).errors).toEqual([
      { field: 'registration.emailConfirmation', message: 'Die E-Mail-Adressen stimmen nicht überein.' },
      {
        field: 'registration.passwordConfirmation',
        message: 'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
      },
    ]);
    const taken = await register({
      email: 'kunde@kundenportal.example',
      emailConfirmation: 'kunde@kundenportal.example',
    });
    expect(taken.status).toBe(201);
  });

  it('rejects fields the form does not have', async () => {
    const result = await register({ nickname: 'anni' });
    expect((result.body as ApiError).errors).toEqual([
      {
        field: 'registration.nickname',
        message: 'Dieses Formular sollte keine zusätzlichen Felder enthalten.',
      },
    ]);
  });

  it('answers unreadable JSON with 400', async () => {
    const result = await call('POST', '/registrations', {
      rawBody: '{"registration":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'bad_request' });
  });
});

describe('order form', () => {
  const baseOrder = {
    type: 'order',
    customerId: 193860,
    positions: [{ productId: '40004870', description: 'Maltodextrin', amount: 50, unit: 'KG' }],
    deliveryDate: '2026-12-04',
    recipient: { identicalToOrderer: true },
    termsAgreement: true,
    priceConditionsAgreement: true,
  };
  const order = async (changes: Record<string, unknown>) =>
    call('POST', '/order', {
      token: await tokenFor('kunde@kundenportal.example'),
      body: { order_create: { ...baseOrder, ...changes } },
    });

  it('requires agreeing to the terms and the price conditions', async () => {
    const result = await order({ termsAgreement: false, priceConditionsAgreement: false });
    expect((result.body as ApiError).errors).toEqual([
      { field: 'order_create.termsAgreement', message: 'Bitte bestätigen Sie dieses Feld.' },
      { field: 'order_create.priceConditionsAgreement', message: 'Bitte bestätigen Sie dieses Feld.' },
    ]);
  });

  it('requires the recipient address when it differs from the orderer', async () => {
    const result = await order({ recipient: { identicalToOrderer: false, company: 'Lager Nord' } });
    expect(fields(result.body)).toEqual(
      [
        'order_create.recipient.address',
        'order_create.recipient.city',
        'order_create.recipient.country',
        'order_create.recipient.zip',
      ].sort(),
    );
  });

  it('requires a delivery date as YYYY-MM-DD and at least one position for orders', async () => {
    const result = await order({ deliveryDate: '04.12.2026', positions: [] });
    expect(fields(result.body)).toEqual(['order_create.deliveryDate', 'order_create.positions']);
  });

  it('rejects custom positions on orders; offers may have them', async () => {
    const custom = [{ description: 'Pektin Bio', amount: 10, unit: 'KG' }];
    expect((await order({ customPositions: custom })).status).toBe(422);
    expect((await order({ type: 'offer', positions: [], customPositions: custom })).status).toBe(201);
  });
});

describe('other forms', () => {
  it('validates basket additions', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const result = await call('POST', '/basket', {
      token,
      body: {
        product_list_add: { customerId: 193860, items: [{ productId: '40004870', amount: 0, unit: '' }] },
      },
    });
    expect(fields(result.body)).toEqual(['product_list_add.items.0.amount', 'product_list_add.items.0.unit']);
  });

  it('requires reason, country and language for a safety data sheet request', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const result = await call('POST', '/file', { token, body: { file_request: { productId: '40004870' } } });
    expect(fields(result.body)).toEqual([
      'file_request.country',
      'file_request.language',
      'file_request.reason',
    ]);
  });

  it('requires a role when activating a registration', async () => {
    const token = await tokenFor('admin@kundenportal.example');
    const result = await call('POST', '/registrations/501/activate', {
      token,
      body: { roles: [], client: 'client_kundenportal', customer_numbers: [] },
    });
    expect(fields(result.body)).toEqual(['roles']);
  });

  it('requires an e-mail for a login link', async () => {
    const result = await call('POST', '/auth/magic', { body: { magic_link: {} } });
    expect(fields(result.body)).toEqual(['magic_link.email']);
  });
});
