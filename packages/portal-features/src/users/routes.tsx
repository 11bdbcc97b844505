/** The users feature's door: /user/usermanagement and /user/edit/{id} (ROLE_INTERNAL_USERMANAGEMENT). */
export { UserManagementPage as Component, UserManagementPage } from './UserManagementPage';

/** The edit page loads apart from the list: its role checkboxes and dialogs would weigh on every search. */
export const loadEditUserPage = async () => (await import('./EditUserPage')).EditUserPage;
