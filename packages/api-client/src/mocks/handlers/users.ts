/** User management, the own profile and password, the role list and the Excel export. */
import { type HttpHandler, HttpResponse } from 'msw';
import { xlsxWorkbook } from '../binary';
import { clientIds, roleNames } from '../data/roles';
import type { MockDb, UserRecord } from '../data/types';
import { getDb } from '../db';
import { type FieldError, fail, fails } from '../errors';
import {
  customerNumberErrors,
  mayGrantClient,
  mayGrantRole,
  mayManageUser,
  requireGrantable,
} from '../grants';
import { hashPassword, verifyPassword } from '../passwords';
import { paginate, presentUser } from '../present';
import { queryOf, readPaging } from '../query';
import { readBody } from '../requestBody';
import {
  hasScope,
  isPasswordResetSession,
  punchoutOf,
  requireScope,
  requireUser,
  revokeTokens,
} from '../session';
import { customerIdsSeenBy, savedCustomerIds, visibleCustomerIds } from '../visibility';
import type { ApiHttp } from './http';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The user filter of both calls: `GET /user` sends plain values (`filter[email]=…`), the export bracket arrays
 * (`filter[email][]=…`, several values matching any of them) – each reads only its own form, as the contract says.
 * Only users the actor may manage (the same client) are listed.
 */
function filteredUsers(
  db: MockDb,
  actor: UserRecord,
  query: URLSearchParams,
  form: 'plain' | 'array',
): UserRecord[] {
  const values = (name: string) =>
    (form === 'plain' ? [query.get(`filter[${name}]`) ?? ''] : query.getAll(`filter[${name}][]`))
      .map((value) => value.trim())
      .filter(Boolean);
  const lower = (name: string) => values(name).map((value) => value.toLowerCase());
  const customerNumbers = lower('customer_number');
  // A company the actor may not see matches nothing: the filter must not find users by it.
  const visible = visibleCustomerIds(db, actor);
  const seenIds = (user: UserRecord) => user.customerIds.filter((id) => visible.has(id));
  const lastNames = lower('last_name');
  const emails = lower('email');
  const roles = values('role');
  const any = (terms: string[], test: (term: string) => boolean) => terms.length === 0 || terms.some(test);
  return db.users
    .filter(
      (user) =>
        mayManage(actor, user) &&
        any(customerNumbers, (term) => seenIds(user).some((id) => String(id).includes(term))) &&
        any(lastNames, (term) => user.last_name.toLowerCase().includes(term)) &&
        any(emails, (term) => user.email.toLowerCase().includes(term)) &&
        any(
          roles,
          (role) => (user.roles as string[]).includes(role) || (user.clients as string[]).includes(role),
        ),
    )
    .sort(
      (a, b) =>
        a.last_name.localeCompare(b.last_name, 'de') || a.first_name.localeCompare(b.first_name, 'de'),
    );
}

/**
 * Whom `actor` may see: themselves; with user management, the users of their own clients (tenants) – a
 * user manager of one client never sees the other client's users.
 */
function mayManage(actor: UserRecord, target: UserRecord): boolean {
  return target.clients.some((client) => actor.clients.includes(client));
}

function maySee(actor: UserRecord, target: UserRecord): boolean {
  return (
    actor.id === target.id || (hasScope(actor, 'ROLE_INTERNAL_USERMANAGEMENT') && mayManage(actor, target))
  );
}

/**
 * The user `raw` names, if `actor` may see them; anybody else is 404 exactly like an unknown id, so the answer
 * does not confirm that an account exists.
 */
function visibleUserById(
  db: MockDb,
  actor: UserRecord,
  raw: string | readonly string[] | undefined,
): UserRecord {
  const user = db.users.find((candidate) => String(candidate.id) === raw);
  return user && maySee(actor, user) ? user : fail(404, 'Der User existiert nicht.', 'not_found');
}

/** A punchout session shops for the procurement system; accounts are changed logged in to the portal itself. */
function refuseInPunchout(db: MockDb, request: Request): void {
  if (punchoutOf(db, request))
    fail(403, 'Im Einkauf aus einem Einkaufssystem wird das Konto nicht geändert.', 'punchout_session');
}

export function userHandlers(http: ApiHttp): HttpHandler[] {
  return [
    getUser(http),
    postUserPassword(http),
    getUserId(http),
    postUserId(http),
    deleteUserId(http),
    getUsersExport(http),
    getRoles(http),
  ];
}

/** GET /user */
function getUser(http: ApiHttp): HttpHandler {
  return http.get('/user', ({ request, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_USERMANAGEMENT');
    const query = queryOf(request);
    const { page, limit } = readPaging(query);
    const paged = paginate(filteredUsers(db, actor, query, 'plain'), page, limit);
    return response(200).json({
      ...paged,
      results: paged.results.map((user) => presentUser(db, user, actor)),
    });
  });
}

/** POST /user/password. Registered before /user/{id} so "password" is not taken for a user id. */
function postUserPassword(http: ApiHttp): HttpHandler {
  return http.post('/user/password', async ({ request, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    const { reset_password: form } = await readBody(request, 'ResetPasswordRequest');
    refuseInPunchout(db, request);
    // Without the current password only a session started by a reset link may set a new one (x-assumed).
    const isReset = form.currentPassword === undefined;
    if (isReset && !isPasswordResetSession(db, request)) {
      return fail(403, 'Bitte geben Sie Ihr aktuelles Passwort ein.', 'current_password_required', [
        { field: 'reset_password.currentPassword', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
      ]);
    }
    if (!isReset && !(await verifyPassword(form.currentPassword ?? '', user.passwordHash))) {
      return fail(400, 'Bitte überprüfen Sie Ihr aktuelles Passwort.', 'current_password_invalid', [
        { field: 'reset_password.currentPassword', message: 'Das aktuelle Passwort ist falsch.' },
      ]);
    }
    if (form.passwordConfirmation !== form.password) {
      return fails.validation([
        {
          field: 'reset_password.passwordConfirmation',
          message: 'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
        },
      ]);
    }
    user.passwordHash = await hashPassword(form.password);
    revokeTokens(db, user.id, 'refresh');
    // The reset link's session has done its one job: it cannot set a password again without the new one.
    for (const record of db.accessTokens.values())
      if (record.userId === user.id) delete record.passwordResetUntil;
    return response(204).empty();
  });
}

/** GET /user/{id} */
function getUserId(http: ApiHttp): HttpHandler {
  return http.get('/user/{id}', ({ request, params, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    const target = visibleUserById(db, actor, params.id);
    return response(200).json(presentUser(db, target, actor));
  });
}

/** POST /user/{id} */
function postUserId(http: ApiHttp): HttpHandler {
  return http.post('/user/{id}', async ({ request, params, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    const target = visibleUserById(db, actor, params.id);
    const { user: changes } = await readBody(request, 'UserUpdateRequest');
    refuseInPunchout(db, request);
    const privileged = changes.roles || changes.clients || changes.customerNumbers;
    if (target.id === actor.id) {
      // One's own personal data, yes; one's own rights never – not even an administrator's.
      if (privileged) fail(403, 'Sie können Ihre eigenen Rechte nicht ändern.', 'own_rights');
      // The e-mail address (the login) and the company stay with user management: sent unchanged is fine.
      const newEmail = changes.email !== undefined && changes.email.trim().toLowerCase() !== target.email;
      const newCompany =
        changes.companyName !== undefined && changes.companyName.trim() !== target.company_name;
      if (newEmail || newCompany)
        fail(403, 'Ihre E-Mail-Adresse und Ihre Firma ändert die Benutzerverwaltung.', 'own_account_data');
    } else if (!mayManageUser(actor, target)) {
      fail(403, 'Sie dürfen diesen Benutzer nicht ändern.', 'user_not_manageable');
    }
    requireGrantable(actor, changes.roles, changes.clients);

    const errors: FieldError[] = [];
    const email = changes.email?.trim().toLowerCase();
    if (email && db.users.some((user) => user.id !== target.id && user.email.toLowerCase() === email)) {
      errors.push({ field: 'user.email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' });
    }
    const clients = changes.clients ?? target.clients;
    // New customer numbers, or the kept ones when the clients change: each company must buy from a client.
    const customerNumbers =
      changes.customerNumbers ??
      (changes.clients ? customerIdsSeenBy(db, actor, target.customerIds).map(String) : []);
    errors.push(...customerNumberErrors(db, actor, customerNumbers, clients, 'user.customerNumbers'));
    if (errors.length > 0) fails.validation(errors);

    if (changes.salutation) target.salutation = changes.salutation;
    if (changes.firstName) target.first_name = changes.firstName.trim();
    if (changes.lastName) target.last_name = changes.lastName.trim();
    if (changes.companyName !== undefined) target.company_name = changes.companyName.trim();
    if (email) target.email = email;
    if (changes.phoneNumber) target.phone_number = changes.phoneNumber;
    if (changes.faxNumber !== undefined) target.fax_number = changes.faxNumber || null;
    if (changes.language) target.language = changes.language;
    if (changes.roles) target.roles = [...new Set(changes.roles)];
    if (changes.clients) target.clients = [...changes.clients];
    if (changes.customerNumbers)
      target.customerIds = savedCustomerIds(
        db,
        actor,
        target.customerIds,
        changes.customerNumbers.map(Number),
      );
    return response(200).json(presentUser(db, target, actor));
  });
}

/** DELETE /user/{id} */
function deleteUserId(http: ApiHttp): HttpHandler {
  return http.delete('/user/{id}', ({ request, params, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_USERMANAGEMENT');
    const target = visibleUserById(db, actor, params.id);
    if (target.id === actor.id) return fail(403, 'Sie können sich nicht selbst löschen.', 'forbidden');
    if (!mayManageUser(actor, target))
      return fail(403, 'Sie dürfen diesen Benutzer nicht löschen.', 'user_not_manageable');
    db.users.splice(db.users.indexOf(target), 1);
    revokeTokens(db, target.id, 'all');
    return response(204).empty();
  });
}

/** GET /users/export */
function getUsersExport(http: ApiHttp): HttpHandler {
  return http.get('/users/export', ({ request, response }) => {
    const db = getDb();
    const actor = requireUser(db, request);
    requireScope(actor, 'ROLE_INTERNAL_USERMANAGEMENT');
    // Only the companies the actor may see, as in every answer (visibility.ts).
    const visible = visibleCustomerIds(db, actor);
    const rows = [
      [
        'ID',
        'Anrede',
        'Vorname',
        'Nachname',
        'E-Mail',
        'Firma',
        'Kundennummern',
        'Rollen',
        'Sprache',
        'Letzter Login',
      ],
      ...filteredUsers(db, actor, queryOf(request), 'array').map((user) => [
        String(user.id),
        user.salutation === 'miss' ? 'Frau' : 'Herr',
        user.first_name,
        user.last_name,
        user.email,
        user.company_name,
        user.customerIds.filter((id) => visible.has(id)).join('; '),
        [...user.roles, ...user.clients].join(', '),
        user.language,
        user.last_login_at ?? '',
      ]),
    ];
    return response.untyped(
      new HttpResponse(xlsxWorkbook('Benutzer', rows), {
        status: 200,
        headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="users.xlsx"' },
      }),
    );
  });
}

/** GET /roles */
function getRoles(http: ApiHttp): HttpHandler {
  return http.get('/roles', ({ request, response }) => {
    const actor = requireUser(getDb(), request);
    return response(200).json([
      ...roleNames.map((name) => ({ name, kind: 'role' as const, grantable: mayGrantRole(actor, name) })),
      ...clientIds.map((name) => ({
        name,
        kind: 'client' as const,
        grantable: mayGrantClient(actor, name),
      })),
    ]);
  });
}
