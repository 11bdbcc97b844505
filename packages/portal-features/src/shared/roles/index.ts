export { isKnownRoleName, roleMessages } from './roleMessages';
export { type AssignableRoles, type RoleOption, useAssignableRoles, useRoleLabel } from './useRoles';
