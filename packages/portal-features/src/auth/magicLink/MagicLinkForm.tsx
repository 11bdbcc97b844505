import type { ReactNode } from 'react';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { longNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify } from '../../shared/services';
import { requestMagicLink } from '../api/requestMagicLink';
import { magicLinkMessages as m } from '../messages';
import { magicLinkSchema } from '../validation/emailFormSchemas';
import { EmailLinkForm } from './EmailLinkForm';

/**
 * Requests a single-use login link. The notice shows whether or not the server accepted it (spec §8): the answer
 * must not reveal which addresses have an account. Without any response the app is out of service instead.
 */
export function MagicLinkForm({
  onDone,
  autoFocus,
  children,
}: {
  onDone: () => void;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const notify = useNotify();
  return (
    <EmailLinkForm
      lead={intl.formatMessage(m.lead)}
      schema={magicLinkSchema}
      submitLabel={intl.formatMessage(m.submit)}
      send={(email) => requestMagicLink(api, email, apiLanguage(locale))}
      onDone={() => {
        onDone();
        notify(intl.formatMessage(m.success), 'success', longNotificationDuration);
      }}
      autoFocus={autoFocus}
    >
      {children}
    </EmailLinkForm>
  );
}
