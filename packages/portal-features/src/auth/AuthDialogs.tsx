import { useAuthDialogs } from '../shared/session';
import { AbortEditDialog } from './dialogs/AbortEditDialog';
import { DoubleOptInDialog } from './dialogs/DoubleOptInDialog';
import { LogoutDialog } from './dialogs/LogoutDialog';
import { RegisteredDialog } from './dialogs/RegisteredDialog';
import { LoginDialog } from './login/LoginDialog';
import { MagicLinkDialog } from './magicLink/MagicLinkDialog';
import { RegisterDialog } from './registration/RegisterDialog';
import { ResetPasswordDialog } from './resetPassword/ResetPasswordDialog';

/**
 * The auth dialogs of spec §2. The app renders this once, inside the router and the `SessionProvider`;
 * anyone opens a dialog with `useAuthDialogs().open(…)`, and only one is open at a time.
 */
export function AuthDialogs() {
  const { dialog } = useAuthDialogs();
  switch (dialog) {
    case 'login':
      return <LoginDialog />;
    case 'magicLink':
      return <MagicLinkDialog />;
    case 'resetPassword':
      return <ResetPasswordDialog />;
    case 'register':
      return <RegisterDialog />;
    case 'registered':
      return <RegisteredDialog />;
    case 'doubleOptIn':
      return <DoubleOptInDialog />;
    case 'logout':
      return <LogoutDialog />;
    case 'abortEdit':
      return <AbortEditDialog />;
    case null:
      return null;
  }
}
