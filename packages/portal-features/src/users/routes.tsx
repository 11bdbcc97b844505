/**
 * The users feature's door: /user/usermanagement and /user/edit/{id} (ROLE_INTERNAL_USERMANAGEMENT). Each page
 * loads apart: the list's table would otherwise weigh on a direct visit of the edit page, and the edit page's
 * role checkboxes and dialogs on every search of the list.
 */
export const loadUserManagementPage = async () => (await import('./UserManagementPage')).UserManagementPage;
export const loadEditUserPage = async () => (await import('./EditUserPage')).EditUserPage;
