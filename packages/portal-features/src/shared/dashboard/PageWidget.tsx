import { Widget } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n';
import { LoadFailed } from '../loading';
import { commonMessages } from '../messages';
import { type MenuPage, usePageHref } from '../pages';
import type { DashboardWidgetRenderProps } from './widgets';

export interface PageWidgetProps extends DashboardWidgetRenderProps {
  /** The page the widget shows a piece of: its 'show all' link leads there. */
  page: MenuPage;
  showAllLabel: string;
  /** Its data is on its way (the loading state says so; nothing else is drawn). */
  isLoading?: boolean;
  /** What the loading state says; 'Wird geladen …' by default. */
  loadingLabel?: string;
  /** Its data did not come: this text, with a retry when there is one. */
  failure?: { text: string; onRetry?: () => void };
  /** Nothing to show: this text instead of the content. */
  emptyText?: string;
  children?: ReactNode;
}

/**
 * The one way a feature's dashboard widget is framed: the dashboard's title, heading level and remove button
 * passed on, the way to its page from the page table, and its loading, failed and empty states alike.
 */
export function PageWidget({
  page,
  showAllLabel,
  isLoading,
  loadingLabel,
  failure,
  emptyText,
  children,
  ...frame
}: PageWidgetProps) {
  const intl = useIntl();
  const href = usePageHref();
  const common = { ...frame, showAll: { href: href(page), label: showAllLabel } };
  if (isLoading)
    return (
      <Widget
        {...common}
        isLoading
        loadingLabel={loadingLabel ?? intl.formatMessage(commonMessages.loading)}
      />
    );
  if (failure)
    return failure.onRetry ? (
      <Widget {...common}>
        <LoadFailed onRetry={failure.onRetry}>{failure.text}</LoadFailed>
      </Widget>
    ) : (
      <Widget {...common} emptyText={failure.text} />
    );
  if (emptyText !== undefined) return <Widget {...common} emptyText={emptyText} />;
  return <Widget {...common}>{children}</Widget>;
}
