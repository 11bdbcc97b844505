import { Badge, Button } from '@kundenportal/ui';
import { useMyDocuments, useSdsUpdates } from '../domain/documents';
import { useFileDownload } from '../domain/files';
import { type DashboardWidget, type DashboardWidgetRenderProps, PageWidget } from '../shared/dashboard';
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
export function DocumentWidget(frame: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const _href = usePageHref();
  const { isStaffView } = useSession();
  const documents = useMyDocuments();
  const updates = useSdsUpdates();
  const { download, isPending } = useFileDownload();
  const latest = (documents.data ?? []).slice(0, WIDGET_DOCUMENTS);
  const common = { ...frame, page: 'documents', showAllLabel: intl.formatMessage(m.widgetShowAll) } as const;

  if (isStaffView)
    return <PageWidget {...common} emptyText={intl.formatMessage(commonMessages.chooseCompanyFirst)} />;
  return (
    <PageWidget
      {...common}
      // Until the session names the customer there is no request yet: that is loading too, not empty.
      isLoading={documents.isLoading || (!documents.data && !documents.failure)}
      loadingLabel={intl.formatMessage(m.loading)}
      failure={
        documents.failure ? { text: intl.formatMessage(m.loadFailed), onRetry: documents.retry } : undefined
      }
      emptyText={latest.length === 0 ? intl.formatMessage(m.widgetEmpty) : undefined}
    >
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
    </PageWidget>
  );
}

export const documentWidget: DashboardWidget<'document'> = {
  id: 'document',
  title: m.widgetTitle,
  render: (props) => <DocumentWidget {...props} />,
};
