export { type AuthDialog, type AuthDialogOptions, type AuthDialogState, useAuthDialogs } from './authDialogs';
export { loginTargetPath, safeReturnPath } from './loginTarget';
export {
  canSeePage,
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  hasScope,
  isAdminCenter,
  mainClientId,
  mainClientScope,
  resolveRole,
  scopes,
  secondClientId,
  staffCustomerId,
  type UserPage,
} from './permissions';
export { RequireUser } from './RequireUser';
export { currentUserKey, SessionProvider, type SessionState, useSession } from './SessionProvider';
