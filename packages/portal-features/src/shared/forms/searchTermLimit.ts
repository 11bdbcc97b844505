import { queryMaxLengths } from '@kundenportal/api-client/limits';

/**
 * The product search's term, a query parameter of `GET /products/search` – a module of its own, so the home page's
 * and the search's fields take this one number without every form's limits (`fieldLimits`).
 */
export const searchTermLimit = queryMaxLengths['GET /products/search'].term;
