import { Badge, Button, Widget } from '@kundenportal/ui';
import type { DashboardWidget, DashboardWidgetRenderProps } from '../shared/dashboard';
import { useMyDocuments, useSdsUpdates } from '../domain/documents';
import { useFileDownload } from '../shared/files';
import { formatDate } from '../shared/format';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import * as styles from './DocumentsPage.css';
import { fileTypeLabel } from './fileTypes';
import { downloadFile, documentsMessages as m, unseenUpdates } from './messages';

/** Spec §9: the dashboard shows the last 3 documents. */
const WIDGET_DOCUMENTS = 3;

/** The newest three documents of the chosen customer and the count of unseen SDS updates. */
export function DocumentWidget({ title, headingLevel, onRemove, removeLabel }: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const href = usePageHref();
  const { isStaffView } = useSession();
  const documents = useMyDocuments();
  const updates = useSdsUpdates();
  const { download, isPending } = useFileDownload();
  const latest = (documents.data ?? []).slice(0, WIDGET_DOCUMENTS);
  const common = {
    title,
    headingLevel,
    onRemove,
    removeLabel,
    showAll: { href: href('documents'), label: intl.formatMessage(m.widgetShowAll) },
  };

  if (isStaffView)
    return <Widget {...common} emptyText={intl.formatMessage(commonMessages.chooseCompanyFirst)} />;
  // Until the session names the customer there is no request yet: that is loading too, not empty.
  if (documents.isLoading || (!documents.data && !documents.failure))
    return <Widget {...common} isLoading loadingLabel={intl.formatMessage(m.loading)} />;
  if (documents.failure) {
    return (
      <Widget {...common}>
        <p role="alert">{intl.formatMessage(m.loadFailed)}</p>
        <Button variant="secondary" size="small" onPress={documents.retry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </Widget>
    );
  }
  if (latest.length === 0) return <Widget {...common} emptyText={intl.formatMessage(m.widgetEmpty)} />;
  return (
    <Widget {...common}>
      {updates.unseen > 0 && (
        <p className={styles.muted}>
          <Badge count={updates.unseen} isDecorative />{' '}
          {intl.formatMessage(unseenUpdates, { count: updates.unseen })}
        </p>
      )}
      <ul className={styles.widgetList}>
        {latest.map((file) => (
          <li key={file.id} className={styles.widgetEntry}>
            <span>{file.name}</span>
            <span className={styles.muted}>
              {`${intl.formatMessage(fileTypeLabel[file.type])} · ${formatDate(file.creation_date) ?? ''}`}
            </span>
            <span>
              <Button
                variant="tertiary"
                size="small"
                aria-label={intl.formatMessage(downloadFile, { name: file.name })}
                isDisabled={isPending(file.id)}
                onPress={() => void download(file)}
              >
                {intl.formatMessage(m.download)}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </Widget>
  );
}

export const documentWidget: DashboardWidget = {
  id: 'document',
  title: m.widgetTitle,
  render: (props) => <DocumentWidget {...props} />,
};
