import { createContext, useCallback, useContext, useMemo, useState } from 'react';

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

/** The state of the auth dialogs, for the SessionProvider to hand down. */
export function useAuthDialogState(): AuthDialogState {
  const [dialog, setDialog] = useState<{ dialog: AuthDialog | null; options: AuthDialogOptions }>({
    dialog: null,
    options: {},
  });
  // Stable open/close, so effects may depend on them without re-running on every dialog change.
  const openDialog = useCallback<AuthDialogState['open']>(
    (next, options = {}) => setDialog({ dialog: next, options }),
    [],
  );
  const closeDialog = useCallback(() => setDialog({ dialog: null, options: {} }), []);
  const dialogs = useMemo<AuthDialogState>(
    () => ({ ...dialog, open: openDialog, close: closeDialog }),
    [dialog, openDialog, closeDialog],
  );
  return dialogs;
}
