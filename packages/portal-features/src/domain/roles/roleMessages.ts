/**
 * Names of the roles and clients of spec §3 for people, shared by the registration queue, user management
 * and the user editor. Unknown names (a role the backend adds later) are shown as they come.
 */
import { defineMessage, defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { AssignedRoleName } from '@kundenportal/api-client';

export const roleMessages = defineMessages({
  ROLE_ACCOUNT: { id: 'roles.account', defaultMessage: 'Mitarbeiter' },
  ROLE_ADMIN: { id: 'roles.admin', defaultMessage: 'Administrator' },
  ROLE_CUSTOMER: { id: 'roles.customer', defaultMessage: 'Kunde' },
  ROLE_EHS: { id: 'roles.ehs', defaultMessage: 'EHS (Umwelt, Gesundheit, Sicherheit)' },
  ROLE_EMERGENCY: { id: 'roles.emergency', defaultMessage: 'Notfalldienst' },
  ROLE_KEYUSER: { id: 'roles.keyuser', defaultMessage: 'Key-User' },
  ROLE_SALES: { id: 'roles.sales', defaultMessage: 'Vertrieb' },
  client_kundenportal: { id: 'roles.client.main', defaultMessage: 'Kundenportal-Gruppe' },
  client_staub: { id: 'roles.client.staub', defaultMessage: 'Staub' },
} satisfies Record<AssignedRoleName, MessageDescriptor>);

export const isKnownRoleName = (name: string): name is AssignedRoleName => Object.hasOwn(roleMessages, name);

/** Spec §5: activation (and any change of a user's roles) needs a role. */
export const roleRequiredMessage = defineMessage({
  id: 'roles.validation.roleRequired',
  defaultMessage: 'Bitte wählen Sie eine Rolle für den Benutzer aus!',
});
