/** The auth feature's door: the dialogs the app renders once and the pages it mounts. */

export { ActivationPage } from './activation/ActivationPage';
export { LoginPage } from './login/LoginPage';
export { MagicLinkPage } from './magicLink/MagicLinkPage';

/**
 * The registration page loads apart from the login: its form (country select, radio groups, the schema)
 * would otherwise weigh on every visit of /login.
 */
export const loadRegisterPage = async () => (await import('./registration/RegisterPage')).RegisterPage;
/** The login/register/logout dialogs of the header: loaded when one first opens, not with the login page. */
export const loadAuthDialogs = async () => (await import('./AuthDialogs')).AuthDialogs;
