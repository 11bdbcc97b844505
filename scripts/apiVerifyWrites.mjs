// api:verify's list writes (scripts/apiVerify.mjs, --writes only): an entry added to the basket and to the
// favourites, changed and removed, each write read back – an answer that says "done" proves nothing until the list
// says so too – and the list left as it was.

/** The operations of each list: its read and the three writes checked on it. */
export const listWrites = {
  basket: { read: 'getBasket', add: 'addToBasket', update: 'updateBasketEntry', remove: 'removeFromBasket' },
  favourites: {
    read: 'getFavourites',
    add: 'addToFavourites',
    update: 'updateFavouritesEntry',
    remove: 'removeFromFavourites',
  },
};

/**
 * Both lists' writes, with an entry of `products` not on the list yet; `lists`: the lists as read before
 * (scripts/apiVerifyReads.mjs). The basket is emptied and refilled too.
 */
export async function verifyListWrites(check, { customer, lists, products }) {
  for (const [kind, ids] of Object.entries(listWrites)) {
    if (lists[kind]?.ok)
      await exerciseList(check, ids, {
        customer,
        before: lists[kind].data.product_list_items,
        products,
        reset: kind === 'basket',
      });
    else check.skip([ids.add, ids.update, ids.remove], 'the list could not be read');
  }
}

/** Add, change and remove an entry (and with `reset` empty the list and refill it); leaves it as it was. */
async function exerciseList({ call, note, blame, skip }, ids, { customer, before, products, reset }) {
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
      blame(ids.remove, 'answered success, but reading the list back still shows the product – not removed');
    if (reset && before.length > 0) {
      const emptied = await call(ids.remove, { query: { customer } });
      if (emptied.ok && items(emptied).length > 0)
        note(ids.remove, 'fault', 'emptying the list left entries');
      await refill(before);
    }
  } finally {
    await restore({ call, note }, ids, { customer, before, product, refill });
  }
}

/** Puts the list back as it was `before`, should a check have left it otherwise: a fault when it cannot. */
async function restore({ call, note }, ids, { customer, before, product, refill }) {
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const items = (answer) => answer.data?.product_list_items ?? [];
  const shape = (entries) => entries.map(({ product: { id }, amount, unit }) => ({ id, amount, unit }));
  const now = await call(ids.read, { query: { customer }, record: false });
  if (same(shape(items(now)), shape(before))) return;
  // Whatever we left, then what was there.
  if (items(now).some((entry) => entry.product.id === product.id))
    await call(ids.remove, { query: { customer, product: product.id }, record: false });
  const missing = before.filter((entry) => !items(now).some((item) => item.product.id === entry.product.id));
  if (missing.length > 0) await refill(missing);
  const restored = await call(ids.read, { query: { customer }, record: false });
  if (!same(shape(items(restored)), shape(before)))
    note(ids.read, 'fault', `could not restore the list as it was: ${JSON.stringify(shape(before))}`);
}
