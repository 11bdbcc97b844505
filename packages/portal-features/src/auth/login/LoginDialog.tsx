import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import { AuthModal } from '../dialogs/AuthModal';
import { loginMessages as m } from '../messages';
import { LoginForm } from './LoginForm';

/** The login as the dialog of spec §2, opened from header, side menu, footer or a guarded page. */
export function LoginDialog() {
  const intl = useIntl();
  const { options } = useAuthDialogs();
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <LoginForm options={options} autoFocus />
    </AuthModal>
  );
}
