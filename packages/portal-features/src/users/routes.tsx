/** The users feature's door: /user/usermanagement and /user/edit/{id} (ROLE_INTERNAL_USERMANAGEMENT). */
export { EditUserPage } from './EditUserPage';
export { UserManagementPage as Component, UserManagementPage } from './UserManagementPage';
