import type { AuthenticatedUser } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../shared/forms';
import { myDataMessages as m } from '../messages';
import { myDataOf, myDataSchema, toMyDataUpdate } from './myDataSchema';

const sabine = {
  id: 1001,
  first_name: 'Sabine',
  last_name: 'Krüger',
  email: 'kunde@kundenportal.example',
  salutation: 'miss',
  company_name: 'Bäckerei Hofmann',
  phone_number: '+49 89 1',
  fax_number: null,
  language: 'de',
  assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
  customers: [],
  roles: [],
} satisfies AuthenticatedUser;

describe('my data (spec §1, §5)', () => {
  it('starts from the user and is valid as it is', () => {
    expect(myDataOf(sabine)).toEqual({
      salutation: 'miss',
      firstName: 'Sabine',
      lastName: 'Krüger',
      phoneNumber: '+49 89 1',
      faxNumber: '',
      language: 'de',
    });
    expect(schemaErrors(myDataSchema, myDataOf(sabine))).toEqual({});
  });

  it('needs salutation, names, phone and language; the fax may stay empty', () => {
    expect(
      schemaErrors(myDataSchema, {
        salutation: '',
        firstName: ' ',
        lastName: '',
        phoneNumber: '',
        faxNumber: '',
        language: '',
      }),
    ).toEqual({
      salutation: m.salutationRequired,
      firstName: m.required,
      lastName: m.required,
      phoneNumber: m.required,
      language: m.required,
    });
  });

  it('sends trimmed text, no fax as null, and never e-mail, company or rights', () => {
    const update = toMyDataUpdate({ ...myDataOf(sabine), lastName: ' Krüger-Neu ', faxNumber: '  ' });
    expect(update).toEqual({
      salutation: 'miss',
      firstName: 'Sabine',
      lastName: 'Krüger-Neu',
      phoneNumber: '+49 89 1',
      faxNumber: null,
      language: 'de',
    });
  });
});
