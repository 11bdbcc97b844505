/**
 * Generated from openapi.yaml by `pnpm api:generate` (openapi-typescript). Do not edit by hand;
 * `pnpm api:check` fails when this file and openapi.yaml disagree.
 */

/** The operations a backend may leave out (`x-optional: true`); config.json names those it offers. */
export const optionalOperations = [
  "activateRegistration",
  "checkPunchoutBasket",
  "confirmRegistration",
  "createComplaint",
  "denyRegistration",
  "listOrderTopics",
  "loginWithMagicLink",
  "logout",
  "sendContactMessage",
  "startPunchoutSession",
  "transferPunchoutBasket",
  "updateBasketEntry",
  "updateFavouritesEntry"
] as const;

export type OptionalOperation = (typeof optionalOperations)[number];
