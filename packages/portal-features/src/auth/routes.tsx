/** The auth feature's door: the dialogs the app renders once and the pages it mounts. */

export { AuthDialogs } from './AuthDialogs';
export { ActivationPage } from './activation/ActivationPage';
export { LoginPage } from './login/LoginPage';
export { MagicLinkPage } from './magicLink/MagicLinkPage';
export { RegisterPage } from './registration/RegisterPage';
