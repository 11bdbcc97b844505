/**
 * Generated from openapi.yaml by `pnpm api:generate` (openapi-typescript). Do not edit by hand;
 * `pnpm api:check` fails when this file and openapi.yaml disagree.
 */

/** maxLength of each query parameter that has one, per operation of openapi.yaml. */
export const queryMaxLengths = {
  "DELETE /basket": {
    "product": 60
  },
  "DELETE /product-list": {
    "product": 60
  },
  "GET /products/search": {
    "term": 100
  }
} as const;
