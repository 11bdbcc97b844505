// @vitest-environment node
/**
 * Granting rights (openapi.yaml, "Granting rights"): every escalation a probe of the mock found is refused as
 * the contract says, and every README role grants exactly its ceiling – by user management and by activating
 * a registration – never more, never to itself, never across clients.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema';
import { grantableRolesByRole, roleNames, scopesFor } from '../mocks/data/roles';
import type { RegistrationRecord } from '../mocks/data/types';
import { getDb, resetMockDb } from '../mocks/db';
import { demoLogins } from '../mocks/demoLogins';
import { mailbox } from '../mocks/mailbox';
import { createMockServer } from '../mocks/node';
import { API, type CallResult, call, expectMatchesContract, tokenFor } from './harness';

type Schemas = components['schemas'];
type RoleName = Schemas['RoleName'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const KEY_USER = 'keyuser@kundenportal.example';
const ADMIN = 'admin@kundenportal.example';
const EMPLOYEE = 'mitarbeiter@kundenportal.example';
const CUSTOMER = 'kunde@kundenportal.example';
const STAUB_CUSTOMER = 'staub@kundenportal.example';
const TWO_CLIENTS = 'zwei-mandanten@kundenportal.example';

async function me(token: string): Promise<Schemas['AuthenticatedUser']> {
  return (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
}

const userId = (email: string): number => {
  const user = getDb().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`seeded user ${email} missing`);
  return user.id;
};

/** Answers `status` with the contract's body for it (and the error code, where given). */
function expectAnswer(result: CallResult, method: string, template: string, status: number, code?: string) {
  expect(result.status, `${method} ${template}`).toBe(status);
  expectMatchesContract(method, template, result);
  if (code) expect(result.body).toMatchObject({ code });
}

const updateUser = (token: string, id: number, user: Record<string, unknown>) =>
  call('POST', `/user/${id}`, { token, body: { user } });

/** Krause Wasseraufbereitung: buys from client_staub only. */
const krauseId = () => {
  const krause = getDb().customers.find((customer) => customer.clients.join() === 'client_staub');
  if (!krause) throw new Error('seeded client_staub company missing');
  return krause.id;
};

/** A waiting registration for `client`, as the seed holds them. */
function waitingRegistration(client: Schemas['ClientId']): RegistrationRecord {
  const record = getDb().registrations.find(
    (candidate) => candidate.registration.status === 'new' && candidate.registration.client === client,
  );
  if (!record) throw new Error(`no waiting registration for ${client}`);
  return record;
}

const activate = (token: string, id: number, body: Schemas['RegistrationActivation']) =>
  call('POST', `/registrations/${id}/activate`, { token, body });

describe('the escalations the probe found are refused', () => {
  it('a key user cannot make themselves an admin of both clients (403 own_rights), nor change their rights at all', async () => {
    const token = await tokenFor(KEY_USER);
    const id = userId(KEY_USER);
    const before = (await me(token)).roles;
    const escalated = await updateUser(token, id, {
      roles: ['ROLE_ADMIN', 'ROLE_KEYUSER'],
      clients: ['client_kundenportal', 'client_staub'],
    });
    expectAnswer(escalated, 'POST', '/user/{id}', 403, 'own_rights');
    expectAnswer(
      await updateUser(token, id, { roles: ['ROLE_KEYUSER'] }),
      'POST',
      '/user/{id}',
      403,
      'own_rights',
    );
    expectAnswer(
      await updateUser(token, id, { customerNumbers: ['193860'] }),
      'POST',
      '/user/{id}',
      403,
      'own_rights',
    );
    expect((await me(token)).roles).toEqual(before);
    // Their own personal data they may change.
    const renamed = await updateUser(token, id, { phoneNumber: '+49 621 1', language: 'en' });
    expectAnswer(renamed, 'POST', '/user/{id}', 200);
  });

  it("a customer changes their own personal data, but not their e-mail address or company, nor anybody else's", async () => {
    const token = await tokenFor(CUSTOMER);
    const id = userId(CUSTOMER);
    const changed = await updateUser(token, id, {
      salutation: 'miss',
      firstName: 'Sabine',
      lastName: 'Krüger-Neu',
      phoneNumber: '+49 89 1',
      faxNumber: null,
      language: 'fr',
      // Sent unchanged, as a form does: accepted.
      email: CUSTOMER,
    });
    expectAnswer(changed, 'POST', '/user/{id}', 200);
    expect((await me(token)).last_name).toBe('Krüger-Neu');
    expectAnswer(
      await updateUser(token, id, { email: 'neu@example.org' }),
      'POST',
      '/user/{id}',
      403,
      'own_account_data',
    );
    expectAnswer(
      await updateUser(token, id, { companyName: 'Andere GmbH' }),
      'POST',
      '/user/{id}',
      403,
      'own_account_data',
    );
    expect((await me(token)).email).toBe(CUSTOMER);
    expectAnswer(await updateUser(token, userId(TWO_CLIENTS), { lastName: 'X' }), 'POST', '/user/{id}', 404);
  });

  it('not even an administrator changes their own rights', async () => {
    const token = await tokenFor(ADMIN);
    expectAnswer(
      await updateUser(token, userId(ADMIN), { clients: ['client_kundenportal'] }),
      'POST',
      '/user/{id}',
      403,
      'own_rights',
    );
  });

  it("a key user cannot give a customer a company of the other client, so the customer never reads Krause's orders", async () => {
    const token = await tokenFor(KEY_USER);
    const krause = krauseId();
    const result = await updateUser(token, userId(CUSTOMER), { customerNumbers: ['193860', String(krause)] });
    expectAnswer(result, 'POST', '/user/{id}', 422);
    expect(JSON.stringify(result.body)).toContain(String(krause));
    const customer = await tokenFor(CUSTOMER);
    expect((await me(customer)).customers.map((company) => company.id)).not.toContain(krause);
    const orders = await call('GET', `/customer/orders?filter[customer]=${krause}`, { token: customer });
    expect(orders.status).toBe(404);
  });

  it('an administrator cannot give a main-client customer a company of client_staub without that client', async () => {
    const token = await tokenFor(ADMIN);
    const result = await updateUser(token, userId(CUSTOMER), { customerNumbers: [String(krauseId())] });
    expectAnswer(result, 'POST', '/user/{id}', 422);
    // With the client, the company fits.
    const both = await updateUser(token, userId(CUSTOMER), {
      clients: ['client_kundenportal', 'client_staub'],
      customerNumbers: ['193860', String(krauseId())],
    });
    expectAnswer(both, 'POST', '/user/{id}', 200);
  });

  it('a key user cannot grant the admin role or the other client to anybody', async () => {
    const token = await tokenFor(KEY_USER);
    const customer = userId(CUSTOMER);
    expectAnswer(
      await updateUser(token, customer, { roles: ['ROLE_ADMIN'] }),
      'POST',
      '/user/{id}',
      403,
      'role_not_grantable',
    );
    expectAnswer(
      await updateUser(token, customer, { roles: ['ROLE_ACCOUNT'] }),
      'POST',
      '/user/{id}',
      403,
      'role_not_grantable',
    );
    expectAnswer(
      await updateUser(token, customer, { clients: ['client_kundenportal', 'client_staub'] }),
      'POST',
      '/user/{id}',
      403,
      'client_not_grantable',
    );
    expect(getDb().users.find((user) => user.id === customer)?.roles).toEqual(['ROLE_CUSTOMER']);
  });

  it('a key user cannot change or delete an administrator, nor a user who also holds the other client', async () => {
    const token = await tokenFor(KEY_USER);
    for (const email of [ADMIN, TWO_CLIENTS]) {
      const id = userId(email);
      expectAnswer(
        await updateUser(token, id, { language: 'en' }),
        'POST',
        '/user/{id}',
        403,
        'user_not_manageable',
      );
      expectAnswer(await updateUser(token, id, { email: 'mine@example.org' }), 'POST', '/user/{id}', 403);
      expectAnswer(
        await call('DELETE', `/user/${id}`, { token }),
        'DELETE',
        '/user/{id}',
        403,
        'user_not_manageable',
      );
      // Still there, unchanged.
      expect(getDb().users.find((user) => user.id === id)?.email).toBe(email);
    }
    // A user within the key user's rights they do change.
    expectAnswer(await updateUser(token, userId(CUSTOMER), { language: 'en' }), 'POST', '/user/{id}', 200);
  });

  it('an employee of the first client neither sees nor decides a second-client applicant (404), and makes no admins', async () => {
    const token = await tokenFor(EMPLOYEE);
    const staub = waitingRegistration('client_staub');
    const listed = (await call('GET', '/registrations?limit=100', { token }))
      .body as Schemas['PagedRegistrations'];
    expect(listed.count).toBeGreaterThan(0);
    expect(listed.results.every((registration) => registration.client === 'client_kundenportal')).toBe(true);
    expectAnswer(
      await activate(token, staub.registration.id, {
        roles: ['ROLE_ADMIN'],
        client: 'client_staub',
        customer_numbers: [],
      }),
      'POST',
      '/registrations/{id}/activate',
      404,
    );
    expectAnswer(
      await call('DELETE', `/registrations/${staub.registration.id}`, { token }),
      'DELETE',
      '/registrations/{id}',
      404,
    );
    expect(staub.registration.status).toBe('new');

    const main = waitingRegistration('client_kundenportal');
    for (const roles of [
      ['ROLE_ADMIN'],
      ['ROLE_KEYUSER'],
      ['ROLE_SALES'],
      ['ROLE_CUSTOMER', 'ROLE_ADMIN'],
    ] as const)
      expectAnswer(
        await activate(token, main.registration.id, {
          roles: [...roles],
          client: 'client_kundenportal',
          customer_numbers: [],
        }),
        'POST',
        '/registrations/{id}/activate',
        403,
        'role_not_grantable',
      );
    expectAnswer(
      await activate(token, main.registration.id, {
        roles: ['ROLE_EHS'],
        client: 'client_staub',
        customer_numbers: [],
      }),
      'POST',
      '/registrations/{id}/activate',
      403,
      'client_not_grantable',
    );
    expect(main.registration.status).toBe('new');
    // Within the ceiling, the activation goes through.
    expectAnswer(
      await activate(token, main.registration.id, {
        roles: ['ROLE_CUSTOMER'],
        client: 'client_kundenportal',
        customer_numbers: ['193860'],
      }),
      'POST',
      '/registrations/{id}/activate',
      204,
    );
  });

  it('the administrator of both clients sees and decides the second-client applicant', async () => {
    const token = await tokenFor(ADMIN);
    const staub = waitingRegistration('client_staub');
    const listed = (await call('GET', '/registrations?limit=100', { token }))
      .body as Schemas['PagedRegistrations'];
    expect(listed.results.map((registration) => registration.id)).toContain(staub.registration.id);
    expectAnswer(
      await activate(token, staub.registration.id, {
        roles: ['ROLE_CUSTOMER'],
        client: 'client_staub',
        customer_numbers: [String(krauseId())],
      }),
      'POST',
      '/registrations/{id}/activate',
      204,
    );
  });

  it('self-registration asking for admin rights and a client grants nothing: the approver decides', async () => {
    const email = 'ehrgeiz@example.org';
    const created = await call('POST', '/registrations?language=de', {
      body: {
        registration: {
          customerType: 'employee',
          email,
          emailConfirmation: email,
          password: 'Sicher123!',
          passwordConfirmation: 'Sicher123!',
          salutation: 'mister',
          lastName: 'Ehrgeiz',
          firstName: 'Egon',
          companyName: 'Kundenportal GmbH',
          salesAreas: ['4000/10/00'],
          phoneNumber: '+49 621 2',
          language: 'de',
          roles: ['ROLE_ADMIN', 'ROLE_KEYUSER'],
          client: 'client_staub',
        },
      },
    });
    expect(created.status).toBe(201);
    const token = mailbox.messages(email)[0]?.token;
    expect((await call('POST', '/registrations/activation', { body: { token } })).status).toBe(204);
    const record = getDb().registrations.find((candidate) => candidate.registration.email === email);
    expect(record?.registration.requested_roles).toEqual(['ROLE_ADMIN', 'ROLE_KEYUSER']);
    // Confirmed but not a user: nobody can log in with it until staff decide.
    expect((await call('POST', '/auth/login', { body: { email, password: 'Sicher123!' } })).status).toBe(401);
    // The first client's employee never sees it; the admin activates it as EHS, and EHS is what it gets.
    const employee = (await call('GET', '/registrations?limit=100', { token: await tokenFor(EMPLOYEE) }))
      .body as Schemas['PagedRegistrations'];
    expect(employee.results.some((registration) => registration.email === email)).toBe(false);
    const admin = await tokenFor(ADMIN);
    const id = record?.registration.id ?? 0;
    expect(
      (await activate(admin, id, { roles: ['ROLE_EHS'], client: 'client_staub', customer_numbers: [] }))
        .status,
    ).toBe(204);
    const login = await call('POST', '/auth/login', { body: { email, password: 'Sicher123!' } });
    const user = await me((login.body as Schemas['TokenPair']).token);
    expect(user.assigned_roles_names).toEqual(['ROLE_EHS', 'client_staub']);
    expect(user.roles).not.toContain('ROLE_INTERNAL_USERMANAGEMENT');
  });
});

/** The ceiling the contract's table gives a demo login: the union over their roles. */
const ceilingOf = (roles: readonly RoleName[]): RoleName[] =>
  roleNames.filter((role) => roles.some((held) => grantableRolesByRole[held].includes(role)));

describe.each(demoLogins.map((demo) => [demo.email, demo] as const))('as %s', (email, demo) => {
  const scopes = scopesFor(demo.roles, demo.clients);
  const managesUsers = scopes.includes('ROLE_INTERNAL_USERMANAGEMENT');
  const decidesRegistrations = scopes.includes('ROLE_INTERNAL_REGISTRATION');
  const ceiling = ceilingOf(demo.roles);

  it('GET /roles marks exactly the ceiling and the own clients as grantable', async () => {
    const roles = (await call('GET', '/roles', { token: await tokenFor(email) })).body as Schemas['Role'][];
    const grantable = roles.filter((role) => role.grantable).map((role) => role.name);
    const clients = ceiling.length > 0 ? demo.clients : [];
    expect(grantable).toEqual([
      ...ceiling,
      ...['client_kundenportal', 'client_staub'].filter((c) => (clients as string[]).includes(c)),
    ]);
  });

  it.each(roleNames.map((role) => [role]))(
    'granting %s to a customer of the main client: only within the ceiling',
    async (role) => {
      const token = await tokenFor(email);
      const result = await updateUser(token, userId(CUSTOMER), {
        roles: [role],
        customerNumbers: ['193860'],
      });
      const isSelf = email === CUSTOMER;
      // Without user management another user is invisible (404); oneself is refused as one's own rights.
      const expected = isSelf ? 403 : !managesUsers ? 404 : ceiling.includes(role) ? 200 : 403;
      expectAnswer(result, 'POST', '/user/{id}', expected);
    },
  );

  it.each(roleNames.map((role) => [role]))(
    'activating a main-client registration as %s: only within the ceiling',
    async (role) => {
      const token = await tokenFor(email);
      const record = waitingRegistration('client_kundenportal');
      const result = await activate(token, record.registration.id, {
        roles: [role],
        client: 'client_kundenportal',
        customer_numbers: role === 'ROLE_CUSTOMER' ? ['193860'] : [],
      });
      const mayDecide = decidesRegistrations && demo.clients.includes('client_kundenportal');
      const expected = !decidesRegistrations ? 403 : !mayDecide ? 404 : ceiling.includes(role) ? 204 : 403;
      expectAnswer(result, 'POST', '/registrations/{id}/activate', expected);
      expect(record.registration.status).toBe(expected === 204 ? 'activated' : 'new');
    },
  );

  it('deleting a second-client customer: only with user management over that client', async () => {
    const token = await tokenFor(email);
    const result = await call('DELETE', `/user/${userId(STAUB_CUSTOMER)}`, { token });
    const expected =
      email === STAUB_CUSTOMER
        ? 403
        : !managesUsers
          ? 403
          : demo.clients.includes('client_staub')
            ? 204
            : 404;
    expectAnswer(result, 'DELETE', '/user/{id}', expected);
  });
});
