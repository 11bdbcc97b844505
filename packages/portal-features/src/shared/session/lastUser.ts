/**
 * The last known user of this browser's session (issue 43.2): a logged-in page renders with it at once – header,
 * side menu, the page – while `/auth/user` is under way, and takes the answer when it comes. Only what the frame
 * needs (name, language, scopes and role names, the companies' numbers and names): no e-mail, no punchout session,
 * nothing secret. Forgotten when the session ends; the dashboard's inline boot script reads its id
 * (apps/portal/index.html).
 */
import type { AuthenticatedUser } from '@kundenportal/api-client';
import { parseAuthenticatedUser } from './authenticatedUser';

export const lastUserKey = 'kundenportal.lastUser';
/**
 * Its id and name apart, for the inline boot script of apps/portal/index.html (which reads this name): it runs
 * before every first paint, and a staff member's companies can be thousands – not to be parsed there.
 */
export const lastUserNameKey = 'kundenportal.lastUser.name';

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage refused (privacy modes): no last user, the page waits for its own
  }
};

export function readLastUser(): AuthenticatedUser | undefined {
  try {
    return parseAuthenticatedUser(JSON.parse(storage()?.getItem(lastUserKey) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function rememberLastUser(user: AuthenticatedUser): void {
  // A punchout session's frame is its own (banner, the hand-back instead of the logout): it waits for its user.
  if (user.punchout) {
    forgetLastUser();
    return;
  }
  const kept: AuthenticatedUser = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: '',
    language: user.language,
    assigned_roles_names: user.assigned_roles_names,
    roles: user.roles,
    customers: user.customers.map(({ id, name }) => ({ id, name })),
  };
  try {
    storage()?.setItem(lastUserKey, JSON.stringify(kept));
    const name = `${user.first_name} ${user.last_name}`.trim();
    storage()?.setItem(lastUserNameKey, JSON.stringify({ id: user.id, name }));
  } catch {
    // Not remembered: the next page load waits for its user.
  }
}

export function forgetLastUser(): void {
  try {
    storage()?.removeItem(lastUserKey);
    storage()?.removeItem(lastUserNameKey);
  } catch {
    // Nothing stored that could be read either.
  }
}
