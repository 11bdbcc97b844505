export { type AuthDialog, type AuthDialogOptions, type AuthDialogState, useAuthDialogs } from './authDialogs';
export { ChooseCompany, CompanyFirst, useNeedsCompany } from './CompanyFirst';
export { CustomerComboBox, type CustomerComboBoxProps } from './CustomerComboBox';
export { customerChangedMessage, customerChoiceMessages, useChooseCustomer } from './chooseCustomer';
export { useCustomerChoiceRequests } from './customerChoiceRequest';
export { customerLabel, customerOptions, staffViewMessage, useCustomerOptions } from './customerOptions';
export { DeferredCustomerComboBox } from './DeferredCustomerComboBox';
export { forgetLastUser, lastUserKey, lastUserNameKey, readLastUser, rememberLastUser } from './lastUser';
export { loginTargetPath, safeReturnPath } from './loginTarget';
export {
  canEnterPage,
  canSeePage,
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  hasScope,
  isAdminCenter,
  isApiClientId,
  mainClientId,
  mainClientScope,
  resolveRole,
  scopes,
  secondClientId,
  staffCustomerId,
} from './permissions';
export { RequireUser } from './RequireUser';
export {
  currentUserKey,
  preloadCurrentUser,
  type SessionChange,
  SessionProvider,
  type SessionProviderProps,
  type SessionState,
  useSession,
  useSessionChange,
} from './SessionProvider';
export { sessionEndedReason, sessionEndedState } from './sessionEnded';
