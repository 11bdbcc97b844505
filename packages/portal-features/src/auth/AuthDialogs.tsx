import { lazy, Suspense, useEffect } from 'react';
import { useOffers } from '../shared/services';
import { useAuthDialogs } from '../shared/session';
import { AbortEditDialog } from './dialogs/AbortEditDialog';
import { DoubleOptInDialog } from './dialogs/DoubleOptInDialog';
import { LogoutDialog } from './dialogs/LogoutDialog';
import { RegisteredDialog } from './dialogs/RegisteredDialog';
import { LoginDialog } from './login/LoginDialog';
import { MagicLinkDialog } from './magicLink/MagicLinkDialog';
import { ResetPasswordDialog } from './resetPassword/ResetPasswordDialog';

// Registration (country select, radio groups, schema) loads apart from the login: it is fetched once any auth
// dialog is open (the login dialog links to it), not with the login itself.
const loadRegisterDialog = () => import('./registration/RegisterDialog');
const RegisterDialog = lazy(async () => ({ default: (await loadRegisterDialog()).RegisterDialog }));

/**
 * The auth dialogs of spec §2. The app renders this once, inside the router and the `SessionProvider`;
 * anyone opens a dialog with `useAuthDialogs().open(…)`, and only one is open at a time.
 */
export function AuthDialogs() {
  const { dialog } = useAuthDialogs();
  // Both link dialogs need the link login; without it the login dialog stands in (its 'Passwort vergessen?' shows
  // the support), so nothing that cannot work opens.
  const offersLinks = useOffers('loginWithMagicLink');
  // The confirmed-address dialog follows the backend's confirmation (ActivationPage); without that call the portal
  // confirms nothing, so it never says an address was confirmed.
  const offersConfirmation = useOffers('confirmRegistration');
  useEffect(() => {
    if (dialog) void loadRegisterDialog().catch(() => undefined);
  }, [dialog]);
  switch (dialog) {
    case 'login':
      return <LoginDialog />;
    case 'magicLink':
      return offersLinks ? <MagicLinkDialog /> : <LoginDialog />;
    case 'resetPassword':
      return offersLinks ? <ResetPasswordDialog /> : <LoginDialog />;
    case 'register':
      return (
        <Suspense fallback={null}>
          <RegisterDialog />
        </Suspense>
      );
    case 'registered':
      return <RegisteredDialog />;
    case 'doubleOptIn':
      return offersConfirmation ? <DoubleOptInDialog /> : null;
    case 'logout':
      return <LogoutDialog />;
    case 'abortEdit':
      return <AbortEditDialog />;
    case null:
      return null;
  }
}
