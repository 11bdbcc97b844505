/** Self-registration with double opt-in, and approval or denial by staff. */
import type { HttpHandler } from 'msw';
import { isoDateTime } from '../data/dataset';
import type { RegistrationRecord } from '../data/types';
import { getDb } from '../db';
import { type FieldError, fail, fails } from '../errors';
import { customerNumberErrors, mayDecideRegistration, requireGrantable } from '../grants';
import { idempotentWrite, replayHeaders } from '../idempotency';
import { mailbox, portalLink } from '../mailbox';
import { hashPassword } from '../passwords';
import { paginate } from '../present';
import { queryOf, readLanguage, readPaging } from '../query';
import { readBody } from '../requestBody';
import { CONFIRMATION_LIFETIME_MS, newOpaqueToken, requireScope, requireUser } from '../session';
import { clientAddress, countAttempt, refuseWhileThrottled } from '../throttle';
import { customerNumbersSeenBy } from '../visibility';
import type { ApiHttp } from './http';

function registrationId(raw: string | readonly string[] | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : fails.notFound('Die Registrierung existiert nicht.');
}

export function registrationHandlers(http: ApiHttp): HttpHandler[] {
  return [
    postRegistrations(http),
    getRegistrations(http),
    postRegistrationsActivation(http),
    postRegistrationsIdActivate(http),
    deleteRegistrationsId(http),
  ];
}

/** POST /registrations */
function postRegistrations(http: ApiHttp): HttpHandler {
  return http.post('/registrations', async ({ request, response }) => {
    const { registration: form } = await readBody(request, 'RegistrationCreate');
    const db = getDb();
    const keys = [{ key: `registration address ${clientAddress(request)}`, limit: 5 }];
    refuseWhileThrottled(db, keys);
    // Hashed before the (synchronous) write; a replayed request simply leaves this hash unused.
    const passwordHash = await hashPassword(form.password);
    const result = idempotentWrite(db, request, 'anonymous', 'POST /registrations', form, () => {
      const email = form.email.trim().toLowerCase();
      const errors: FieldError[] = [];
      if (form.emailConfirmation.trim().toLowerCase() !== email) {
        errors.push({
          field: 'registration.emailConfirmation',
          message: 'Die E-Mail-Adressen stimmen nicht überein.',
        });
      }
      if (form.passwordConfirmation !== form.password) {
        errors.push({
          field: 'registration.passwordConfirmation',
          message: 'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
        });
      }
      if (errors.length > 0) fails.validation(errors);

      const now = Date.now();
      const taken =
        db.users.some((user) => user.email.toLowerCase() === email) ||
        db.registrations.some(
          (record) =>
            record.registration.email.toLowerCase() === email &&
            (record.registration.status === 'new' || record.registration.status === 'unconfirmed'),
        );
      if (taken) {
        // The answer must not tell whether the address has an account: the same receipt as for a new
        // registration, while the address's owner is told by e-mail (log in or reset the password).
        mailbox.deliver({
          to: email,
          kind: 'registration-existing',
          token: null,
          link: portalLink(readLanguage(queryOf(request)), '/login'),
        });
        return {
          status: 201,
          body: { id: String(++db.sequence.registration), created_at: isoDateTime(now) },
        };
      }
      const token = newOpaqueToken();
      const record: RegistrationRecord = {
        passwordHash,
        confirmationToken: token,
        confirmationExpiresAt: now + CONFIRMATION_LIFETIME_MS,
        registration: {
          id: ++db.sequence.registration,
          created_at: isoDateTime(now),
          confirmed_at: null,
          status: 'unconfirmed',
          customer_type: form.customerType,
          email,
          salutation: form.salutation,
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          company_name: form.companyName.trim(),
          customer_numbers: form.customerNumber ? form.customerNumber.split(';') : [],
          sales_areas: form.salesAreas ?? [],
          phone_number: form.phoneNumber,
          fax_number: form.faxNumber || null,
          country: form.country ?? null,
          zip: form.zip ?? null,
          language: form.language,
          reason: form.reason
            ? { why: form.reason.why, additional_info: form.reason.additionalInfo ?? null }
            : null,
          where_did_you_hear_from: form.whereDidYouHearFrom ?? null,
          client: form.client ?? 'client_kundenportal',
          requested_roles: form.roles ?? [],
        },
      };
      db.registrations.push(record);
      countAttempt(db, keys);
      mailbox.deliver({
        to: email,
        kind: 'registration-confirmation',
        token,
        link: portalLink(readLanguage(queryOf(request)), `/activation?token=${token}`),
      });
      return {
        status: 201,
        body: { id: String(record.registration.id), created_at: record.registration.created_at },
      };
    });
    return response(201).json(result.body, { headers: replayHeaders(result) });
  });
}

/** GET /registrations */
function getRegistrations(http: ApiHttp): HttpHandler {
  return http.get('/registrations', ({ request, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_REGISTRATION');
    const { page, limit } = readPaging(queryOf(request));
    const waiting = db.registrations
      .filter((record) => mayDecideRegistration(actor, record))
      .map((record) => record.registration)
      .filter((registration) => registration.status === 'new')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const paged = paginate(waiting, page, limit);
    // What the applicant typed names companies too: those the approver may not see are left out.
    return response(200).json({
      ...paged,
      results: paged.results.map((registration) => ({
        ...registration,
        customer_numbers: customerNumbersSeenBy(db, actor, registration.customer_numbers),
      })),
    });
  });
}

/** POST /registrations/activation */
function postRegistrationsActivation(http: ApiHttp): HttpHandler {
  return http.post('/registrations/activation', async ({ request, response }) => {
    const { token } = await readBody(request, 'RegistrationConfirmation');
    const record = getDb().registrations.find((candidate) => candidate.confirmationToken === token);
    if (!record) return fails.notFound('Der Bestätigungslink ist ungültig.');
    if (Date.now() >= record.confirmationExpiresAt) {
      return fail(410, 'Der Bestätigungslink ist abgelaufen.', 'activation_expired');
    }
    record.confirmationToken = null;
    record.registration.status = 'new';
    record.registration.confirmed_at = isoDateTime(Date.now());
    return response(204).empty();
  });
}

/** POST /registrations/{id}/activate */
function postRegistrationsIdActivate(http: ApiHttp): HttpHandler {
  return http.post('/registrations/{id}/activate', async ({ request, params, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_REGISTRATION');
    const id = registrationId(params.id);
    const activation = await readBody(request, 'RegistrationActivation');
    const record = db.registrations.find(
      (candidate) =>
        candidate.registration.id === id &&
        candidate.registration.status === 'new' &&
        mayDecideRegistration(actor, candidate),
    );
    if (!record) return fails.notFound('Die Registrierung existiert nicht.');
    // The approver decides roles and client within their own ceiling; what the applicant asked for is a wish.
    requireGrantable(actor, activation.roles, [activation.client]);
    const errors = customerNumberErrors(
      db,
      actor,
      activation.customer_numbers,
      [activation.client],
      'customer_numbers',
    );
    if (errors.length > 0) fails.validation(errors);
    const { registration } = record;
    if (db.users.some((user) => user.email.toLowerCase() === registration.email.toLowerCase())) {
      fails.validation([{ field: 'email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' }]);
    }
    db.users.push({
      id: ++db.sequence.user,
      email: registration.email,
      passwordHash: record.passwordHash,
      salutation: registration.salutation,
      first_name: registration.first_name,
      last_name: registration.last_name,
      company_name: registration.company_name,
      phone_number: registration.phone_number,
      fax_number: registration.fax_number ?? null,
      language: registration.language,
      roles: [...new Set(activation.roles)],
      clients: [activation.client],
      customerIds: activation.customer_numbers.map(Number),
      created_at: isoDateTime(Date.now()),
      last_login_at: null,
    });
    registration.status = 'activated';
    mailbox.deliver({
      to: registration.email,
      kind: 'registration-activated',
      token: null,
      link: '/login',
    });
    return response(204).empty();
  });
}

/** DELETE /registrations/{id} */
function deleteRegistrationsId(http: ApiHttp): HttpHandler {
  return http.delete('/registrations/{id}', ({ request, params, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_REGISTRATION');
    const id = registrationId(params.id);
    const index = db.registrations.findIndex(
      (candidate) => candidate.registration.id === id && mayDecideRegistration(actor, candidate),
    );
    if (index < 0) return fails.notFound('Die Registrierung existiert nicht.');
    db.registrations.splice(index, 1);
    return response(204).empty();
  });
}
