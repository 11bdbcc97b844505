import { ConfirmDialog } from '@kundenportal/ui';
import { useNavigate } from 'react-router-dom';
import { useIntl } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { useAuthDialogs } from '../../shared/session';
import { useReturnPath } from '../hooks/useReturnPath';
import { abortEditMessages as m } from '../messages';

/** Asks before throwing away an edit (e.g. a wizard); confirmed, it goes to `options.returnTo` (else home). */
export function AbortEditDialog() {
  const intl = useIntl();
  const { options, close } = useAuthDialogs();
  const navigate = useNavigate();
  const localized = usePageHref();
  const returnPath = useReturnPath();
  return (
    <ConfirmDialog
      isOpen
      variant="danger"
      title={intl.formatMessage(m.title)}
      message={intl.formatMessage(m.question)}
      labels={{ confirm: intl.formatMessage(m.confirm), cancel: intl.formatMessage(m.cancel) }}
      onCancel={close}
      onConfirm={() => {
        const target = returnPath(options.returnTo) ?? localized('home');
        close();
        navigate(target);
      }}
    />
  );
}
