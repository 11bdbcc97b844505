// api:verify's check of a paged list (scripts/apiVerify.mjs): each page consistent in itself – a page the
// portal's paginator can draw – and two pages together.

/**
 * A paged answer that contradicts itself – a page the portal's paginator cannot draw. `asked`: the page and
 * limit requested. Empty when consistent.
 */
export function pagingProblems(data, asked) {
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
 * `pagedCall(operationId, options, key)`: reads a list's first page with `call` and, when there is one, its
 * second: each page consistent in itself, and the two together – the same count, no entry (by `key`) on both.
 * A contradiction is noted as the operation's fault; resolves with the first page's outcome.
 */
export function createPagedCall(call, note) {
  return async function pagedCall(operationId, options, key = (entry) => entry.id) {
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
  };
}
