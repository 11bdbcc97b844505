export { isKnownRoleName, roleMessages, roleRequiredMessage } from './roleMessages';
export { type AssignableRoles, type RoleOption, useAssignableRoles, useRoleLabel } from './useRoles';
