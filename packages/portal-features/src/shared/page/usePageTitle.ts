import { defineMessage, defineMessages } from '@formatjs/intl';
import { useEffect } from 'react';
import { useIntl } from '../i18n';

const messages = defineMessages({
  portal: { id: 'page.title.portal', defaultMessage: 'Kundenportal' },
});
const withPage = defineMessage<{ page: string }>({
  id: 'page.title.withPage',
  defaultMessage: '{page} – Kundenportal',
});

/** Sets the document title: the portal's name, after the page's own title when there is one. */
export function usePageTitle(page?: string): void {
  const intl = useIntl();
  const title = page ? intl.formatMessage(withPage, { page }) : intl.formatMessage(messages.portal);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
