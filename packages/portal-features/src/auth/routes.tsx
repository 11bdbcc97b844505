/** The auth feature's door: the dialogs the app renders once and the pages it mounts. */

export { AuthDialogs } from './AuthDialogs';
export { ActivationPage } from './activation/ActivationPage';
export { LoginPage } from './login/LoginPage';
export { MagicLinkPage } from './magicLink/MagicLinkPage';

/**
 * The registration page loads apart from the login: its form (country select, radio groups, the schema)
 * would otherwise weigh on every visit of /login.
 */
export const loadRegisterPage = async () => (await import('./registration/RegisterPage')).RegisterPage;
