/**
 * The contract's length limits, a subpath of their own (`@kundenportal/api-client/limits`): re-exported from the
 * package's root they sat in the portal's entry (that barrel is part of it) although only the forms' chunks use
 * them – 0.75 KB gzip on every page.
 */
export { maxLengths } from './generated/limits';
export { queryMaxLengths } from './generated/queryLimits';
