import { Button } from '@kundenportal/ui';
import { type RecentFile, useRecentFiles } from '../domain/files';
import { formatDate } from '../shared/format';
import { useIntl } from '../shared/i18n';
import * as styles from './DocumentsPage.css';
import { fileTypeLabel } from './fileTypes';
import { downloadFile, documentsMessages as m, openedAt } from './messages';

export interface RecentFilesProps {
  onDownload(file: RecentFile): void;
  isDownloading(id: number): boolean;
}

/** The files this user opened, newest first (spec §3); opening one again moves it to the front. */
export function RecentFiles({ onDownload, isDownloading }: RecentFilesProps) {
  const intl = useIntl();
  const { recent } = useRecentFiles();
  return (
    <section aria-labelledby="documents-recent" className={styles.section}>
      <h2 id="documents-recent" className={styles.sectionHeading}>
        {intl.formatMessage(m.recentTitle)}
      </h2>
      {recent.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.recentEmpty)}</p>
      ) : (
        <ol className={styles.list}>
          {recent.map((file) => (
            <li key={file.id} className={styles.listEntry}>
              <span className={styles.entryText}>
                <span>{file.name}</span>
                <span className={styles.muted}>
                  {`${intl.formatMessage(fileTypeLabel[file.type])} · ${intl.formatMessage(openedAt, {
                    date: formatDate(file.openedAt) ?? '',
                  })}`}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                aria-label={intl.formatMessage(downloadFile, { name: file.name })}
                isDisabled={isDownloading(file.id)}
                onPress={() => onDownload(file)}
              >
                {intl.formatMessage(m.download)}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
