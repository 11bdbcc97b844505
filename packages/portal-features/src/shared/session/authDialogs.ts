import { createContext, useContext } from 'react';

/** The auth modals of spec §2; the auth feature renders them, anyone may open them. */
export type AuthDialog =
  | 'login'
  | 'magicLink'
  | 'register'
  | 'resetPassword'
  | 'registered'
  | 'doubleOptIn'
  | 'logout'
  | 'abortEdit';

export interface AuthDialogOptions {
  /** Login: the /user/{target} page to go to afterwards (default search). */
  target?: string;
  /** Login from a guarded page: the page to return to. Abort-edit: the route to go to when confirmed. */
  returnTo?: string;
}

export interface AuthDialogState {
  dialog: AuthDialog | null;
  options: AuthDialogOptions;
  open(dialog: AuthDialog, options?: AuthDialogOptions): void;
  close(): void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialogs(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialogs needs a <SessionProvider> above it.');
  return state;
}
