import type { AuthenticatedUser } from '@kundenportal/api-client';

/**
 * GET /auth/user checked against the contract (AuthenticatedUser) before the session trusts it: every screen
 * reads the user's customers and scopes, so a malformed answer would break all of them at once. Extra fields
 * are allowed (the contract may grow); missing or mistyped required ones are not.
 */
export function parseAuthenticatedUser(value: unknown): AuthenticatedUser | undefined {
  if (!isRecord(value)) return undefined;
  const { id, first_name, last_name, email, language, assigned_roles_names, customers, roles } = value;
  const valid =
    Number.isInteger(id) &&
    (id as number) >= 1 &&
    [first_name, last_name, email, language].every((field) => typeof field === 'string') &&
    isStringList(assigned_roles_names) &&
    isStringList(roles) &&
    Array.isArray(customers) &&
    customers.every(
      (customer) =>
        isRecord(customer) &&
        Number.isInteger(customer.id) &&
        (customer.id as number) >= 0 &&
        typeof customer.name === 'string',
    );
  return valid ? (value as unknown as AuthenticatedUser) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
