/**
 * How long the portal waits for a read before its part of the page says it failed (with its retry): never a
 * part that loads for ever behind a hung call. One number for the portal (`usePortalData`) and for
 * `npm run api:verify`, which calls a backend slower than this a fault.
 */
export const READ_DEADLINE_MS = 6000;
