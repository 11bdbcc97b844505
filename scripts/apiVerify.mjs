#!/usr/bin/env node
// `npm run api:verify -- <apiBaseUrl>`: an integrator's check of a live backend against openapi.yaml, calling it
// the way the portal does (the same bodies, bearer token, refresh body, language parameters, Idempotency-Key,
// and the CORS preflights a browser on the portal's origin sends). For every operation: is it there, does the
// status match the contract, does the body validate against its schema (the mock's own validators), do the CORS
// headers let the portal in. Read-only unless --writes; it prints one table and the capabilities for config.json.
//   API_VERIFY_EMAIL=… API_VERIFY_PASSWORD=… npm run api:verify -- <apiBaseUrl> [--origin <portal>] [--writes]
import { randomUUID } from 'node:crypto';
import {
  listedStatuses,
  operationById,
  operations,
  optionalOperationIds,
  responseOf,
  schemaName,
} from './openapiOperations.mjs';

export const defaultPortalOrigin = 'http://localhost:8080';

/** What api:verify leaves alone, and why: it cannot be undone, and a probe cannot tell it from a missing route. */
const neverCalled = {
  denyRegistration: 'would delete a registration; an unknown id is 404 like a missing route – check by hand',
  deleteUser: 'would delete a user – check by hand',
  deleteFile: 'would delete a document – check by hand',
};

/**
 * The writes that reach people or cannot be undone – an order, requests to the supplier's staff, registrations,
 * e-mails, password and user changes – are only probed with --writes: an empty body, which the contract answers
 * 400 or 422 without doing anything, shows the route is there and speaks the contract's error format.
 */
const probed = [
  'requestMagicLink',
  'loginWithMagicLink',
  'createRegistration',
  'confirmRegistration',
  'activateRegistration',
  'createOrder',
  'requestPositionDocuments',
  'createComplaint',
  'requestSafetyDataSheet',
  'sendContactMessage',
  'updateUser',
  'changePassword',
  'startPunchoutSession',
  'transferPunchoutBasket',
];
const listWrites = {
  basket: { read: 'getBasket', add: 'addToBasket', update: 'updateBasketEntry', remove: 'removeFromBasket' },
  favourites: {
    read: 'getFavourites',
    add: 'addToFavourites',
    update: 'updateFavouritesEntry',
    remove: 'removeFromFavourites',
  },
};
const writeIds = [
  ...Object.values(listWrites).flatMap(({ add, update, remove }) => [add, update, remove]),
  ...probed,
];

const rank = { 'not checked': 0, skipped: 1, ok: 2, missing: 3, fault: 4 };
const simpleMethods = ['GET', 'HEAD', 'POST'];
/** Access tokens live 60 s; the portal renews them shortly before, so do we. */
const tokenRenewalMs = 45_000;

/**
 * What a probe would have done, had the backend not refused it: named when it did it anyway, so the operator can
 * undo it.
 */
const probeEffects = {
  requestMagicLink: 'sent a login link',
  loginWithMagicLink: 'logged in with a made-up link',
  createRegistration: 'stored a registration',
  confirmRegistration: 'confirmed a registration',
  activateRegistration: 'activated a registration',
  createOrder: 'created order',
  requestPositionDocuments: 'requested documents',
  createComplaint: 'filed complaint',
  requestSafetyDataSheet: 'requested a safety data sheet',
  sendContactMessage: 'sent contact message',
  updateUser: 'changed the account',
  changePassword: "changed the account's password",
  startPunchoutSession: 'started a punchout session with a made-up token',
  transferPunchoutBasket: 'handed a basket back',
};

/**
 * Runs the checks against `baseUrl` with one login; resolves with a row per operation of openapi.yaml
 * (`result`: ok, fault, missing – an optional operation the backend lacks –, skipped or not checked), the
 * optional operations that passed (`capabilities`) and `ok`: no contract fault.
 * @param {{ baseUrl: string, email: string, password: string, origin?: string, writes?: boolean,
 *   language?: string, validatorFor: (pointer: string) => ((data: unknown) => boolean) & { errors?: any },
 *   fetch?: typeof fetch }} options
 */
export async function verifyApi({
  baseUrl,
  email,
  password,
  origin = defaultPortalOrigin,
  writes = false,
  language = 'de',
  validatorFor,
  readDeadlineMs,
  fetch: fetchFn = globalThis.fetch,
}) {
  if (!(readDeadlineMs > 0)) throw new Error('verifyApi: readDeadlineMs, the portal deadline, is required');
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const base = baseUrl.replace(/\/+$/, '');
  // Same origin (a path behind the portal's host) needs no CORS.
  const crossOrigin = new URL(base).origin !== origin;
  const rows = new Map(
    operations.map((operation) => [
      operation.operationId,
      {
        operationId: operation.operationId,
        call: `${operation.method} ${operation.path}`,
        optional: operation.optional,
        result: 'not checked',
        reason: neverCalled[operation.operationId] ?? 'api:verify has no check for it',
      },
    ]),
  );
  const note = (operationId, result, reason) => {
    const row = rows.get(operationId);
    if (row && rank[result] > rank[row.result]) Object.assign(row, { result, reason });
  };
  /** A fault whose reason replaces whatever the row said: what matters most about the operation. */
  const blame = (operationId, reason) => {
    const row = rows.get(operationId);
    if (row) Object.assign(row, { result: 'fault', reason });
  };
  const skip = (operationIds, reason) => {
    for (const operationId of [operationIds].flat()) note(operationId, 'skipped', reason);
  };

  async function preflight(url, method, headerNames) {
    // What a browser asks before sending: the method and every header that is not CORS-safelisted.
    const requested = headerNames.map((name) => name.toLowerCase()).sort();
    if (simpleMethods.includes(method) && requested.length === 0) return [];
    let answer;
    try {
      answer = await fetchFn(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          ...(requested.length > 0 && { 'access-control-request-headers': requested.join(',') }),
        },
      });
    } catch (error) {
      return [`CORS preflight (OPTIONS) got no answer: ${error.cause?.message ?? error.message}`];
    }
    const problems = [];
    if (answer.status < 200 || answer.status > 299) problems.push(`answered ${answer.status}`);
    const allowedOrigin = answer.headers.get('access-control-allow-origin');
    if (allowedOrigin !== origin && allowedOrigin !== '*')
      problems.push(
        allowedOrigin ? `allows ${allowedOrigin}, not ${origin}` : `no access-control-allow-origin`,
      );
    const list = (name) =>
      (answer.headers.get(name) ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean);
    const methods = list('access-control-allow-methods');
    if (!simpleMethods.includes(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*'))
      problems.push(`method ${method} not allowed`);
    const allowedHeaders = list('access-control-allow-headers');
    // `*` does not cover Authorization (Fetch standard).
    const refused = requested.filter(
      (name) => !allowedHeaders.includes(name) && !(allowedHeaders.includes('*') && name !== 'authorization'),
    );
    if (refused.length > 0) problems.push(`header ${refused.join(', ')} not allowed`);
    await answer.arrayBuffer();
    return problems.length > 0 ? [`CORS preflight (OPTIONS) ${problems.join(', ')}`] : [];
  }

  function bodyProblems(operation, status, data) {
    const { schemaPointer } = responseOf(operation, status);
    if (!schemaPointer) return [];
    if (data === undefined) return ['the body is no JSON'];
    const validate = validatorFor(schemaPointer);
    if (validate(data)) return [];
    const errors = (validate.errors ?? [])
      .slice(0, 2)
      .map((error) => `${error.instancePath || '(root)'} ${error.message}`);
    return [`the body does not match ${schemaName(schemaPointer)}: ${errors.join('; ')}`];
  }

  /**
   * A paged answer that contradicts itself – a page the portal's paginator cannot draw. `asked`: the page and
   * limit requested. Empty when consistent.
   */
  function pagingProblems(data, asked) {
    if (!Array.isArray(data?.results)) return [];
    const { page, pages, limit, count, next_page, previous_page, first_page, last_page } = data;
    const problems = [];
    const expect = (ok, what) => ok || problems.push(what);
    expect(page === asked.page, `page ${page}, though page ${asked.page} was asked for`);
    expect(limit === asked.limit, `limit ${limit}, though ${asked.limit} was asked for`);
    expect(data.results.length <= limit, `${data.results.length} results, more than its limit ${limit}`);
    expect(pages === Math.ceil(count / limit), `pages ${pages} for count ${count} at limit ${limit}`);
    const onPage = page < pages ? limit : page === pages ? count - (pages - 1) * limit : 0;
    expect(
      data.results.length === onPage,
      `${data.results.length} results on page ${page} of ${pages} (count ${count}, limit ${limit}: ${onPage} expected)`,
    );
    expect(
      first_page === 1 && last_page === Math.max(1, pages),
      `first/last page ${first_page}/${last_page} for ${pages} pages`,
    );
    expect(
      next_page === (page < pages ? page + 1 : null),
      `next_page ${next_page} on page ${page} of ${pages}`,
    );
    expect(previous_page === (page > 1 ? page - 1 : null), `previous_page ${previous_page} on page ${page}`);
    return problems.length > 0 ? [`pagination contradicts itself: ${problems.join('; ')}`] : [];
  }

  /**
   * Reads a list's first page and, when there is one, its second: each page consistent in itself, and the two
   * together – the same count, no entry on both.
   */
  async function pagedCall(operationId, options, key = (entry) => entry.id) {
    const asked = { page: 1, limit: options.query.limit };
    const first = await call(operationId, options);
    const problems = first.ok ? pagingProblems(first.data, asked) : [];
    if (first.ok && problems.length === 0 && first.data.pages >= 2) {
      const second = await call(operationId, {
        ...options,
        query: { ...options.query, page: 2 },
        record: false,
      });
      if (!second.ok) problems.push(`page 2: ${second.reason}`);
      else {
        problems.push(
          ...pagingProblems(second.data, { page: 2, limit: asked.limit }).map((p) => `page 2: ${p}`),
        );
        if (second.data.count !== first.data.count)
          problems.push(`count ${first.data.count} on page 1 but ${second.data.count} on page 2`);
        const seen = new Set(first.data.results.map(key));
        const repeated = second.data.results.map(key).filter((id) => seen.has(id));
        if (repeated.length > 0) problems.push(`page 2 repeats ${repeated.slice(0, 3).join(', ')} of page 1`);
      }
    }
    if (problems.length > 0) note(operationId, 'fault', problems.join('; '));
    return first;
  }

  let tokens;
  let tokensAt = 0;

  /**
   * One call as the portal makes it, checked; notes the outcome in the operation's row unless `record` is false.
   * `expect`: the statuses that pass (default: the operation's 2xx); `binary` for file downloads.
   */
  async function call(
    operationId,
    { path, query = {}, body, auth = true, expect, binary = false, record = true, passed } = {},
  ) {
    const operation = operationById(operationId);
    const url = new URL(base + (path ?? operation.path));
    const queryParams = { ...query };
    // The portal sends its language with every call that takes one.
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query' && ['language', 'lang'].includes(parameter.name))
        queryParams[parameter.name] ??= language;
    }
    for (const [name, value] of Object.entries(queryParams))
      for (const entry of [value].flat()) url.searchParams.append(name, String(entry));
    const headers = {
      ...(auth && { authorization: `Bearer ${await accessToken()}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key') && {
        'idempotency-key': randomUUID(),
      }),
    };
    const expected = expect ?? listedStatuses(operation).filter((status) => status >= 200 && status < 300);
    const outcome = (result, reason, extra = {}) => {
      if (record) note(operationId, result, reason);
      return { ok: result === 'ok', result, reason, ...extra };
    };

    const problems = crossOrigin ? await preflight(url, operation.method, Object.keys(headers)) : [];
    let response;
    let bytes;
    // The portal's own patience: past it the page has said the part failed, so the answer comes too late.
    const deadline = AbortSignal.timeout(readDeadlineMs);
    try {
      response = await fetchFn(url, {
        method: operation.method,
        headers: { ...headers, ...(crossOrigin && { origin }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: deadline,
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (deadline.aborted)
        return outcome(
          'fault',
          `no answer within ${seconds(readDeadlineMs)} – the portal gives up after ${seconds(readDeadlineMs)}`,
        );
      return outcome('fault', `no answer: ${error.cause?.message ?? error.message}`);
    }
    const { status } = response;
    let data;
    if (!binary && bytes.length > 0) {
      try {
        data = JSON.parse(bytes.toString('utf8'));
      } catch {}
    }
    if (status === 404 || status === 405) {
      return operation.optional
        ? outcome('missing', `${status}: not offered (optional – left out of the capabilities)`)
        : outcome('fault', `${status}: missing, and the portal needs it`);
    }
    const answer = responseOf(operation, status);
    const said = typeof data?.message === 'string' ? ` ("${data.message.slice(0, 80)}")` : '';
    if (!answer.listed) {
      problems.push(`${status} is not in the contract (${listedStatuses(operation).join(', ')})${said}`);
    } else if (!expected.includes(status)) {
      problems.push(`${status} where ${expected.join(' or ')} was expected${said}`);
    }
    if (answer.listed && !binary) {
      // JSON the contract names must say so: a browser's fetch still parses it, but proxies, caches and the
      // portal's error handling go by the type (text/html is what an error page of a gateway sends).
      const type = response.headers.get('content-type') ?? '';
      if (answer.schemaPointer && bytes.length > 0 && !/^application\/([\w.+-]+\+)?json\b/i.test(type))
        problems.push(`content-type ${type || 'missing'}, not application/json`);
      problems.push(...bodyProblems(operation, status, data));
    }

    if (binary && expected.includes(status)) {
      const type = response.headers.get('content-type') ?? '';
      if (!answer.mediaTypes.some((mediaType) => type.startsWith(mediaType)))
        problems.push(`content-type ${type || 'missing'}, not ${answer.mediaTypes.join(' or ')}`);
      if (bytes.length === 0) problems.push('the file is empty');
    }
    if (crossOrigin) {
      const allowed = response.headers.get('access-control-allow-origin');
      if (allowed !== origin && allowed !== '*')
        problems.push(
          allowed ? `CORS allows ${allowed}, not ${origin}` : `CORS: no access-control-allow-origin`,
        );
      // A header the portal reads (a download's file name) must be exposed to it.
      const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
      for (const header of answer.headers) {
        if (response.headers.has(header) && !exposed.includes(header.toLowerCase()) && exposed.trim() !== '*')
          problems.push(`CORS does not expose ${header}`);
      }
    }
    if (problems.length > 0) return outcome('fault', problems.join('; '), { status, data });
    const schema = answer.schemaPointer ? `, ${schemaName(answer.schemaPointer)} valid` : '';
    return outcome('ok', passed ?? `${status}${binary ? `, ${bytes.length} bytes` : schema}`, {
      status,
      data,
    });
  }

  async function refresh() {
    const renewed = await call('refreshToken', {
      body: { refresh_token: tokens.refresh_token },
      auth: false,
    });
    // Tokens are tokens even where CORS would stop a browser: the checks go on, to name every fault.
    if (typeof renewed.data?.token !== 'string') return false;
    tokens = renewed.data;
    tokensAt = Date.now();
    return true;
  }

  async function accessToken() {
    if (Date.now() - tokensAt > tokenRenewalMs) await refresh();
    return tokens.token;
  }

  const finish = () => {
    const list = [...rows.values()];
    return {
      rows: list,
      capabilities: optionalOperationIds.filter((operationId) => rows.get(operationId)?.result === 'ok'),
      ok: !list.some((row) => row.result === 'fault'),
      corsOrigin: crossOrigin ? origin : null,
    };
  };
  const giveUp = (reason) => {
    for (const row of rows.values())
      if (row.result === 'not checked' && !neverCalled[row.operationId]) skip(row.operationId, reason);
    return finish();
  };

  const login = await call('login', { body: { email, password }, auth: false });
  if (typeof login.data?.token !== 'string') return giveUp('the login failed');
  tokens = login.data;
  tokensAt = Date.now();
  if (!(await refresh())) return giveUp('the token refresh failed');
  const me = await call('getAuthenticatedUser');
  const user = me.data;
  if (!Array.isArray(user?.roles) || !Array.isArray(user.customers)) return giveUp('GET /auth/user failed');
  const has = (name) => user.roles.includes(name);
  /** Whether the account holds a scope the contract's `x-scope` asks for, for each of these operations. */
  const allows = (operationId) => {
    const { scopes } = operationById(operationId);
    return scopes.length === 0 || scopes.some(has);
  };
  const permitted = (operationIds) => {
    const refused = operationIds.filter((operationId) => !allows(operationId));
    for (const operationId of refused)
      skip(
        operationId,
        `not permitted for this account (no ${operationById(operationId).scopes.join(' or ')})`,
      );
    return refused.length === 0;
  };

  for (const company of user.customers.slice(0, 3))
    await call('getCustomer', { path: `/customers/${company.id}` });
  const customer = user.customers[0]?.id;
  const lists = {};
  let order;
  const documents = [];
  if (customer === undefined) {
    skip(
      [
        ...Object.values(listWrites).flatMap((ids) => Object.values(ids)),
        ...['getCustomer', 'listOrders', 'getOrder', 'listDocuments', 'downloadFile'],
      ],
      'the account has no company',
    );
  } else {
    for (const [kind, ids] of Object.entries(listWrites)) {
      if (permitted([ids.read, ids.add, ids.update, ids.remove]))
        lists[kind] = await call(ids.read, { query: { customer } });
    }
    const orderIds = ['listOrders', 'getOrder', 'requestPositionDocuments', 'createComplaint'];
    if (permitted(orderIds)) {
      const page = await pagedCall('listOrders', {
        query: { page: 1, limit: 15, 'filter[customer]': customer },
      });
      const first = page.data?.results?.[0];
      if (first) order = (await call('getOrder', { path: `/orders/${first.id}` })).data;
      else skip(orderIds.slice(1), 'no order for this customer');
    }
    if (permitted(['listDocuments'])) {
      const found = await call('listDocuments', { query: { customer, type: ['sdb', 'flyer'] } });
      if (Array.isArray(found.data)) documents.push(...found.data);
    }
  }
  documents.push(...(order?.positions ?? []).flatMap((position) => position.documents ?? []));
  if (documents[0]) await call('downloadFile', { path: `/files/${documents[0].id}`, binary: true });
  else skip('downloadFile', 'no document to download');
  if (permitted(['listOrderTopics'])) await call('listOrderTopics');
  // Punchout needs a session only a procurement system's setup opens: outside one the check answers 409.
  if (permitted(['checkPunchoutBasket']))
    await call('checkPunchoutBasket', {
      expect: [409],
      passed: 'answers not_punchout outside a punchout session, as the contract says',
    });

  // A term that finds something: a word of a product the customer has, else the contract's wildcard.
  const known = [
    ...(order?.positions ?? []).map((position) => position.product),
    ...Object.values(lists).flatMap((list) =>
      (list.data?.product_list_items ?? []).map((item) => item.product),
    ),
  ];
  const term = known[0]?.description.split(/\s+/).find((word) => word.length >= 4) ?? '%';
  const search = await pagedCall('searchProducts', {
    query: { term, page: 1, limit: 15, ...(customer !== undefined && { customer }) },
  });
  await call('searchProducts', { query: { term }, auth: false });

  if (has('ROLE_INTERNAL_USERMANAGEMENT') || has('ROLE_INTERNAL_REGISTRATION')) await call('listRoles');
  else skip('listRoles', 'not permitted for this account (neither user management nor registrations)');
  const colleagues = String(user.email).split('@')[1] ?? '';
  if (permitted(['listUsers', 'exportUsers'])) {
    const found = await pagedCall('listUsers', {
      query: { page: 1, limit: 15, 'filter[email]': colleagues },
    });
    const other = found.data?.results?.[0];
    if (other) await call('getUser', { path: `/user/${other.id}` });
    else skip('getUser', 'no user listed');
    await call('exportUsers', { query: { 'filter[email][]': colleagues }, binary: true });
  }
  if (permitted(['listRegistrations', 'activateRegistration']))
    await pagedCall('listRegistrations', { query: { page: 1, limit: 15 } });

  if (writes) {
    const products = [
      ...(search.data?.results ?? []),
      ...(order?.positions ?? []).map((position) => ({ id: position.product.id, unit: position.unit })),
    ];
    for (const [kind, ids] of Object.entries(listWrites)) {
      if (lists[kind]?.ok)
        await exerciseList(ids, {
          customer,
          before: lists[kind].data.product_list_items,
          products,
          reset: kind === 'basket',
        });
      else skip([ids.add, ids.update, ids.remove], 'the list could not be read');
    }
    await probe({ order, user });
  } else {
    skip(writeIds, 'read-only run (--writes checks it on a test account)');
  }

  // Last, as the portal's logout does: the login ends, and its refresh token must be dead.
  const spent = tokens.refresh_token;
  const logout = await call('logout', { body: { refresh_token: spent }, auth: false });
  if (logout.ok) {
    const after = await call('refreshToken', {
      body: { refresh_token: spent },
      auth: false,
      expect: [401],
      record: false,
    });
    if (!after.ok)
      note('logout', 'fault', `the refresh token still works after the logout (${after.reason})`);
  }
  return finish();

  /** Add, change and remove an entry (and with `reset` empty the list and refill it); leaves it as it was. */
  async function exerciseList(ids, { customer, before, products, reset }) {
    const product = products.find((candidate) => !before.some((entry) => entry.product.id === candidate.id));
    if (!product) {
      skip([ids.add, ids.update, ids.remove], 'no product to add that is not on the list yet');
      return;
    }
    const items = (answer) => answer.data?.product_list_items ?? [];
    const entryOf = (answer) => items(answer).find((entry) => entry.product.id === product.id);
    const refill = (entries) =>
      call(ids.add, {
        body: {
          product_list_add: {
            customerId: customer,
            items: entries.map((entry) => ({
              productId: entry.product.id,
              amount: entry.amount,
              unit: entry.unit,
            })),
          },
        },
      });
    // Each write read back: an answer that says "done" proves nothing until the list says so too.
    const readBack = () => call(ids.read, { query: { customer }, record: false });
    try {
      const added = await refill([{ product, amount: 1, unit: product.unit }]);
      if (added.ok && !entryOf(added)) note(ids.add, 'fault', 'the answer does not list the added product');
      else if (added.ok && !entryOf(await readBack()))
        blame(
          ids.add,
          'answered success, but reading the list back does not show the added product – not stored',
        );
      const changed = await call(ids.update, {
        body: {
          product_list_update: { customerId: customer, productId: product.id, amount: 2, unit: product.unit },
        },
      });
      if (changed.ok && entryOf(changed)?.amount !== 2)
        note(ids.update, 'fault', 'the answer does not show the new amount');
      else if (changed.ok) {
        const stored = entryOf(await readBack())?.amount;
        if (stored !== 2)
          blame(
            ids.update,
            `answered amount 2, but reading the list back shows ${stored ?? 'no entry'} – not stored`,
          );
      }
      const removed = await call(ids.remove, { query: { customer, product: product.id } });
      if (removed.ok && entryOf(removed))
        note(ids.remove, 'fault', 'the answer still lists the removed product');
      else if (removed.ok && entryOf(await readBack()))
        blame(
          ids.remove,
          'answered success, but reading the list back still shows the product – not removed',
        );
      if (reset && before.length > 0) {
        const emptied = await call(ids.remove, { query: { customer } });
        if (emptied.ok && items(emptied).length > 0)
          note(ids.remove, 'fault', 'emptying the list left entries');
        await refill(before);
      }
    } finally {
      const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
      const shape = (entries) => entries.map(({ product: { id }, amount, unit }) => ({ id, amount, unit }));
      const now = await call(ids.read, { query: { customer }, record: false });
      if (!same(shape(items(now)), shape(before))) {
        // Put it back: whatever we left, then what was there.
        if (entryOf(now)) await call(ids.remove, { query: { customer, product: product.id }, record: false });
        const missing = before.filter(
          (entry) => !items(now).some((item) => item.product.id === entry.product.id),
        );
        if (missing.length > 0) await refill(missing);
        const restored = await call(ids.read, { query: { customer }, record: false });
        if (!same(shape(items(restored)), shape(before)))
          note(ids.read, 'fault', `could not restore the list as it was: ${JSON.stringify(shape(before))}`);
      }
    }
  }

  async function probe({ order, user }) {
    const position = order?.positions?.[0];
    const targets = {
      activateRegistration: allows('activateRegistration') ? '/registrations/2147483647/activate' : undefined,
      createOrder: allows('createOrder') ? '/order' : undefined,
      requestPositionDocuments:
        position && allows('requestPositionDocuments')
          ? `/orders/${order.id}/${position.id}/document`
          : undefined,
      createComplaint: order && allows('createComplaint') ? `/orders/${order.id}/complaint` : undefined,
      requestSafetyDataSheet: allows('requestSafetyDataSheet') ? '/file' : undefined,
      updateUser: `/user/${user.id}`,
    };
    for (const operationId of probed) {
      const path = operationId in targets ? targets[operationId] : operationById(operationId).path;
      if (!path) {
        skip(operationId, 'not permitted for this account, or nothing to ask about');
        continue;
      }
      const anonymous = [
        'requestMagicLink',
        'loginWithMagicLink',
        'createRegistration',
        'confirmRegistration',
        'startPunchoutSession',
      ];
      const magic = operationId === 'loginWithMagicLink' || operationId === 'startPunchoutSession';
      const refusal = await call(operationId, {
        path,
        body: magic ? { token: 'api-verify-no-such-token' } : {},
        auth: !anonymous.includes(operationId),
        expect: magic ? [400, 401, 422] : [400, 422],
        passed: 'refuses an invalid request as the contract says (probe: nothing was sent)',
      });
      // Worse than a wrong status: the backend did it, from an empty body. Say what, so it can be undone.
      if (refusal.status >= 200 && refusal.status < 300) {
        const id = ['string', 'number'].includes(typeof refusal.data?.id) ? ` ${refusal.data.id}` : '';
        blame(
          operationId,
          `${probeEffects[operationId]}${id} from an empty body instead of refusing it (${refusal.status}) – check it and undo it by hand`,
        );
      }
    }
  }
}

/** The table (operation, result, reason) and the capabilities block, as printed. */
export function formatReport({ rows, capabilities, ok, corsOrigin }) {
  const table = [
    ['operation', 'result', 'reason'],
    ...rows.map((row) => [`${row.operationId} (${row.call})`, row.result, row.reason]),
  ];
  const widths = [0, 1].map((column) => Math.max(...table.map((cells) => cells[column].length)));
  const lines = table.map((cells) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell)).join('  '),
  );
  const unchecked = rows.filter((row) => row.optional && ['skipped', 'not checked'].includes(row.result));
  const faults = rows.filter((row) => row.result === 'fault').length;
  return [
    ...lines,
    corsOrigin
      ? `(CORS checked for a portal on ${corsOrigin}; --origin names another)`
      : '(CORS not checked: the portal and the API share their origin)',
    '',
    'For config.json – the optional operations this backend answered as the contract says:',
    `"capabilities": ${JSON.stringify(capabilities, null, 2)}`,
    ...(unchecked.length > 0
      ? [
          'Optional operations not checked in this run (name them only if the backend offers them):',
          ...unchecked.map((row) => `  ${row.operationId} – ${row.reason}`),
        ]
      : []),
    '',
    ok ? 'No contract fault.' : `${faults} contract fault${faults === 1 ? '' : 's'}.`,
  ].join('\n');
}

const usage = `usage: API_VERIFY_EMAIL=… API_VERIFY_PASSWORD=… npm run api:verify -- <apiBaseUrl> [--origin <portal origin>] [--writes]
  <apiBaseUrl>  the backend as config.json names it, e.g. https://api.example.com/v1
  --origin      the portal's origin, for the CORS checks (default ${defaultPortalOrigin})
  --writes      also add, change and remove basket and favourites entries (restored afterwards) and probe the
                writes that reach people with invalid requests – on a test account`;

/** The command line: what to check, or why not (credentials only from the environment). */
export function parseArguments(argv, env) {
  const args = [...argv];
  const refuse = (why) => ({ error: `${why}\n\n${usage}` });
  const secret = args.find((arg) =>
    /^--?(e-?mail|user(name)?|password|pass|pw|credentials?)(=|$)/i.test(arg),
  );
  if (secret)
    return refuse(
      `${secret.split('=')[0]}: credentials are never taken from the command line (shell history, process lists) – set API_VERIFY_EMAIL and API_VERIFY_PASSWORD instead.`,
    );
  let origin = defaultPortalOrigin;
  const originAt = args.indexOf('--origin');
  if (originAt >= 0) origin = args.splice(originAt, 2)[1] ?? '';
  const writes = args.includes('--writes');
  const rest = args.filter((arg) => arg !== '--writes');
  if (rest.length !== 1 || rest[0]?.startsWith('-'))
    return refuse(
      rest.length > 1
        ? // Not echoed: a stray argument is most likely a credential typed where it does not belong.
          `${rest.length - 1} unexpected argument${rest.length > 2 ? 's' : ''} (not shown) – credentials come only from API_VERIFY_EMAIL and API_VERIFY_PASSWORD.`
        : 'name the backend to check.',
    );
  let url;
  try {
    url = new URL(rest[0] ?? '');
    new URL(origin);
  } catch {
    return refuse('not an http(s) URL (the backend, or --origin)');
  }
  if (url.username || url.password)
    return refuse('the URL holds credentials – set API_VERIFY_EMAIL and API_VERIFY_PASSWORD instead.');
  if (!/^https?:$/.test(url.protocol)) return refuse(`not an http(s) URL: ${url.protocol}…`);
  const email = env.API_VERIFY_EMAIL;
  const password = env.API_VERIFY_PASSWORD;
  if (!email || !password)
    return refuse(
      'API_VERIFY_EMAIL and API_VERIFY_PASSWORD must name the account to log in with (a test account for --writes).',
    );
  return { baseUrl: url.href.replace(/\/+$/, ''), origin: new URL(origin).origin, writes, email, password };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArguments(process.argv.slice(2), process.env);
  if ('error' in options) {
    console.error(options.error);
    process.exit(2);
  }
  const { openTsLoader } = await import('./tsLoader.mjs');
  const loader = await openTsLoader();
  try {
    const { validatorFor } = await loader.load('/packages/api-client/src/mocks/schemaValidator.ts');
    const { READ_DEADLINE_MS } = await loader.load('/packages/api-client/src/client/deadlines.ts');
    const result = await verifyApi({ ...options, validatorFor, readDeadlineMs: READ_DEADLINE_MS });
    console.log(formatReport(result));
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await loader.close();
  }
}
