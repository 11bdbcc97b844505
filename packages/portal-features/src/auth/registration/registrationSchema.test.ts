import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../domain/countries';
import { customerNumberMessages } from '../../domain/customerNumbers';
import { passwordMessages, schemaErrors } from '../../shared/forms';
import { validationMessages as m } from '../messages';
import {
  emptyRegistration,
  isFieldRequired,
  isFieldShown,
  isSalesAreaList,
  type RegistrationField,
  type RegistrationValues,
  registrationSchema,
  toRegistrationCreate,
} from './registrationSchema';

const person = {
  salutation: 'miss',
  firstName: 'Anna',
  lastName: 'Schmidt',
  companyName: 'Schmidt Chemie GmbH',
  phoneNumber: '+49 30 1234567',
  email: 'anna@schmidt-chemie.example',
  emailConfirmation: 'anna@schmidt-chemie.example',
  password: 'Geheim12!',
  passwordConfirmation: 'Geheim12!',
} as const satisfies Partial<RegistrationValues>;

const existing = (over: Partial<RegistrationValues> = {}): RegistrationValues => ({
  ...emptyRegistration('de'),
  ...person,
  customerNumber: '100234',
  ...over,
});
const newCustomer = (over: Partial<RegistrationValues> = {}): RegistrationValues =>
  existing({
    customerType: 'new_customer',
    customerNumber: '',
    reason: 'interested',
    country: 'AUT',
    zip: '1010',
    ...over,
  });
const employee = (over: Partial<RegistrationValues> = {}): RegistrationValues =>
  existing({ customerType: 'employee', customerNumber: '', salesAreas: '4000/*/*', ...over });

const shown = (values: RegistrationValues) =>
  (Object.keys(values) as RegistrationField[]).filter((field) => isFieldShown(field, values));

describe('registration schema: fields per customer type', () => {
  it('shows customer numbers to existing customers and employees, never to new customers', () => {
    expect(shown(existing())).toContain('customerNumber');
    expect(shown(employee())).toContain('customerNumber');
    expect(shown(newCustomer())).not.toContain('customerNumber');
  });

  it('asks new customers for reason, country and zip, and for details only for order, sdb and misc', () => {
    expect(shown(newCustomer())).toEqual(expect.arrayContaining(['reason', 'country', 'zip']));
    expect(shown(newCustomer())).not.toContain('additionalInfo');
    for (const reason of ['order', 'sdb', 'misc'] as const) {
      expect(isFieldRequired('additionalInfo', newCustomer({ reason }))).toBe(true);
    }
    expect(shown(existing())).not.toEqual(expect.arrayContaining(['reason']));
  });

  it('asks only employees for sales areas, and requires them as the API contract does', () => {
    expect(isFieldRequired('salesAreas', employee())).toBe(true);
    expect(isFieldShown('salesAreas', existing())).toBe(false);
    expect(isFieldShown('salesAreas', newCustomer())).toBe(false);
  });

  it('requires the customer number unless employee, and never the fax', () => {
    expect(isFieldRequired('customerNumber', existing())).toBe(true);
    expect(isFieldRequired('customerNumber', employee())).toBe(false);
    expect(isFieldRequired('faxNumber', existing())).toBe(false);
    expect(isFieldRequired('whereDidYouHearFrom', existing())).toBe(false);
  });
});

describe('registration schema: validation (spec §5)', () => {
  it('accepts complete data of every customer type', () => {
    expect(schemaErrors(registrationSchema, existing())).toEqual({});
    expect(schemaErrors(registrationSchema, newCustomer())).toEqual({});
    expect(schemaErrors(registrationSchema, employee())).toEqual({});
    expect(schemaErrors(registrationSchema, employee({ customerNumber: '100234;100567' }))).toEqual({});
  });

  it('flags every empty required field of an empty form', () => {
    const errors = schemaErrors(registrationSchema, emptyRegistration('de'));
    expect(errors).toEqual({
      customerNumber: m.required,
      salutation: m.salutation,
      firstName: m.required,
      lastName: m.required,
      companyName: m.required,
      phoneNumber: m.required,
      email: m.required,
      emailConfirmation: m.required,
      password: m.required,
      passwordConfirmation: m.required,
    });
  });

  it('checks customer numbers with the shared rule', () => {
    expect(schemaErrors(registrationSchema, existing({ customerNumber: 'abc' })).customerNumber).toBe(
      customerNumberMessages.numeric,
    );
    // Optional for employees, but what they give must still be right.
    expect(schemaErrors(registrationSchema, employee({ customerNumber: '12345' })).customerNumber).toBe(
      customerNumberMessages.length,
    );
  });

  it('checks sales areas against the pattern 4000/*/*', () => {
    expect(isSalesAreaList('4000/*/*')).toBe(true);
    expect(isSalesAreaList('4000/10/20;4100/*/*')).toBe(true);
    expect(isSalesAreaList('4000')).toBe(false);
    expect(isSalesAreaList('400/*/*')).toBe(false);
    expect(schemaErrors(registrationSchema, employee({ salesAreas: '' })).salesAreas).toBe(m.required);
  });

  it('requires reason, country and zip of new customers, and details for order, sdb and misc', () => {
    expect(schemaErrors(registrationSchema, newCustomer({ reason: '', country: '', zip: ' ' }))).toEqual({
      reason: m.required,
      country: m.required,
      zip: m.required,
    });
    expect(schemaErrors(registrationSchema, newCustomer({ reason: 'order' })).additionalInfo).toBe(
      m.required,
    );
    expect(
      schemaErrors(
        registrationSchema,
        newCustomer({ reason: 'sdb', additionalInfo: 'Natriumchlorid 10004711' }),
      ),
    ).toEqual({});
    expect(
      schemaErrors(registrationSchema, newCustomer({ reason: 'new customer' })).additionalInfo,
    ).toBeUndefined();
  });

  it('rejects values outside the lists', () => {
    const outside = (over: Record<string, string>) =>
      schemaErrors(registrationSchema, { ...newCustomer(), ...over } as unknown as RegistrationValues);
    expect(outside({ country: 'XXX' }).country).toBe(m.notInList);
    expect(outside({ language: 'cs' }).language).toBe(m.notInList);
    expect(outside({ reason: 'bored' }).reason).toBe(m.notInList);
    expect(outside({ whereDidYouHearFrom: 'tv' }).whereDidYouHearFrom).toBe(m.notInList);
    expect(outside({ salutation: 'placeholder' }).salutation).toBe(m.salutation);
  });

  it('checks e-mail format and that the confirmation matches', () => {
    expect(schemaErrors(registrationSchema, existing({ email: 'anna@' })).email).toBe(m.emailInvalid);
    expect(
      schemaErrors(registrationSchema, existing({ emailConfirmation: 'anna@andere.example' }))
        .emailConfirmation,
    ).toBe(m.emailMismatch);
    expect(schemaErrors(registrationSchema, existing({ emailConfirmation: 'anna' })).emailConfirmation).toBe(
      m.emailInvalid,
    );
    expect(
      schemaErrors(registrationSchema, existing({ emailConfirmation: ' ANNA@schmidt-chemie.example' })),
    ).toEqual({});
  });

  it('needs a password of 8 characters with a letter, a digit and a special character, confirmed', () => {
    for (const weak of ['Geheim1!'.slice(0, 7), 'Geheimnis1', 'Geheimnis!', '12345678!']) {
      expect(
        schemaErrors(registrationSchema, existing({ password: weak, passwordConfirmation: weak })).password,
      ).toBe(passwordMessages.passwordRule);
    }
    expect(
      schemaErrors(
        registrationSchema,
        existing({ password: 'abcdefg1!', passwordConfirmation: 'abcdefg1!' }),
      ),
    ).toEqual({});
    expect(
      schemaErrors(registrationSchema, existing({ passwordConfirmation: 'Geheim12?' })).passwordConfirmation,
    ).toBe(passwordMessages.passwordMismatch);
  });
});

describe('registration schema: request body', () => {
  it('sends an existing customer without new-customer or employee fields', () => {
    expect(toRegistrationCreate(existing({ customerNumber: ' 100234 ; 100567', faxNumber: ' ' }))).toEqual({
      registration: {
        customerType: 'existing_customer',
        newCustomer: false,
        customerNumber: '100234;100567',
        salutation: 'miss',
        firstName: 'Anna',
        lastName: 'Schmidt',
        companyName: 'Schmidt Chemie GmbH',
        phoneNumber: '+49 30 1234567',
        language: 'de',
        email: 'anna@schmidt-chemie.example',
        emailConfirmation: 'anna@schmidt-chemie.example',
        password: 'Geheim12!',
        passwordConfirmation: 'Geheim12!',
        client: 'client_kundenportal',
      },
    });
  });

  it('sends the client chosen, and the role an employee asks for as a wish (never for customers)', () => {
    expect(toRegistrationCreate(existing({ client: 'client_staub' })).registration.client).toBe(
      'client_staub',
    );
    expect(toRegistrationCreate(existing({ requestedRole: 'ROLE_SALES' })).registration).not.toHaveProperty(
      'roles',
    );
    expect(toRegistrationCreate(employee({ requestedRole: 'ROLE_EHS' })).registration.roles).toEqual([
      'ROLE_EHS',
    ]);
    expect(toRegistrationCreate(employee()).registration).not.toHaveProperty('roles');
    expect(
      schemaErrors(registrationSchema, existing({ client: 'client_fremd' as 'client_staub' })).client,
    ).toBeDefined();
  });

  it('sends a new customer with reason, country and zip and no customer number', () => {
    const { registration } = toRegistrationCreate(
      newCustomer({
        customerNumber: '100234',
        reason: 'sdb',
        additionalInfo: ' Natriumchlorid 10004711 ',
        whereDidYouHearFrom: 'newsletter',
        faxNumber: '+43 1 555',
      }),
    );
    expect(registration).toMatchObject({
      customerType: 'new_customer',
      newCustomer: true,
      reason: { why: 'sdb', additionalInfo: 'Natriumchlorid 10004711' },
      country: 'AUT',
      zip: '1010',
      whereDidYouHearFrom: 'newsletter',
      faxNumber: '+43 1 555',
    });
    expect(registration).not.toHaveProperty('customerNumber');
    expect(toRegistrationCreate(newCustomer({ additionalInfo: 'left over' })).registration.reason).toEqual({
      why: 'interested',
    });
  });

  it('sends an employee with the sales areas as a list', () => {
    const { registration } = toRegistrationCreate(employee({ salesAreas: '4000/*/*; 4100/10/*' }));
    expect(registration.salesAreas).toEqual(['4000/*/*', '4100/10/*']);
    expect(registration).not.toHaveProperty('customerNumber');
    expect(registration).not.toHaveProperty('reason');
  });
});

describe('countries', () => {
  it('names every enumerated country in the reader language, sorted', () => {
    const german = countryOptions('de');
    expect(german).toHaveLength(33);
    expect(german.find((option) => option.id === 'DEU')?.label).toBe('Deutschland');
    expect(countryOptions('en').find((option) => option.id === 'CHE')?.label).toBe('Switzerland');
    expect(german[0]?.label).toBe('Belgien');
  });
});
