/** The users feature's door: /user/usermanagement and /user/edit/{id} (ROLE_INTERNAL_USERMANAGEMENT). */
export { UserManagementPage as Component, UserManagementPage } from './UserManagementPage';
