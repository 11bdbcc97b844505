// api:verify's reads (scripts/apiVerify.mjs): what the portal's pages read for the logged-in account – its
// companies, basket and favourites, orders, documents, the product search, and for staff the users, roles and
// registrations – each an operation the account's scopes allow, the lists paged as the portal pages them.
import { listWrites } from './apiVerifyWrites.mjs';

/**
 * Every read the account may make, in the order the checks depend on one another; resolves with what the writes
 * start from: the first company, its lists as read, an order and the search's answer.
 * `check`: `call`, `pagedCall`, `skip` and the account's scopes (scripts/apiVerifyScopes.mjs).
 */
export async function verifyReads(check, user) {
  const { customer, lists, order, documents } = await readCompany(check, user);
  documents.push(...(order?.positions ?? []).flatMap((position) => position.documents ?? []));
  if (documents[0]) await check.call('downloadFile', { path: `/files/${documents[0].id}`, binary: true });
  else check.skip('downloadFile', 'no document to download');
  if (check.permitted(['listOrderTopics'])) await check.call('listOrderTopics');
  // Punchout needs a session only a procurement system's setup opens: outside one the check answers 409.
  if (check.permitted(['checkPunchoutBasket']))
    await check.call('checkPunchoutBasket', {
      expect: [409],
      passed: 'answers not_punchout outside a punchout session, as the contract says',
    });
  const search = await searchProducts(check, { customer, lists, order });
  await readStaffLists(check, user);
  return { customer, lists, order, search };
}

/** The account's companies (up to three), and the first one's basket, favourites, orders and documents. */
async function readCompany({ call, pagedCall, skip, permitted }, user) {
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
    return { customer, lists, order, documents };
  }
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
  return { customer, lists, order, documents };
}

/** The product search, logged in and without a login, for a term that finds something. */
async function searchProducts({ call, pagedCall }, { customer, lists, order }) {
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
  return search;
}

/** Staff's lists: roles, the users of the account's e-mail domain, one of them, their export, registrations. */
async function readStaffLists({ call, pagedCall, skip, has, permitted }, user) {
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
}
