import { defineMessage, defineMessages } from '@formatjs/intl';
import { createContext, useContext, useEffect } from 'react';
import { useIntl } from '../i18n';

const messages = defineMessages({
  portal: { id: 'page.title.portal', defaultMessage: 'Kundenportal' },
});
const withPage = defineMessage<{ page: string }>({
  id: 'page.title.withPage',
  defaultMessage: '{page} – Kundenportal',
});

/** The document title's texts, for a story that checks the title in its locale. */
export const pageTitleMessages = { portal: messages.portal, withPage };

/**
 * Receives the title while the build prerenders a page (effects do not run there), so the page's HTML carries
 * its own <title>. Nothing provides it in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | undefined>(undefined);

/** Sets the document title: the portal's name, after the page's own title when there is one. */
export function usePageTitle(page?: string): void {
  const intl = useIntl();
  const title = page ? intl.formatMessage(withPage, { page }) : intl.formatMessage(messages.portal);
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
