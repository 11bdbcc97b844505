/** A paged answer (the contract's PageMeta with its results) that holds everything on one page – for stories. */
export function onePage<T>(results: T[], limit = 15) {
  return {
    results,
    page: 1,
    pages: 1,
    limit,
    count: results.length,
    next_page: null,
    previous_page: null,
    first_page: 1,
    last_page: 1,
  };
}
