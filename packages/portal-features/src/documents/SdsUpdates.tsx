import { Badge, Button } from '@kundenportal/ui';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { type PortalFile, useProductNames, useSdsUpdates } from '../domain/documents';
import { formatDate } from '../shared/format';
import { useIntl } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import * as styles from './DocumentsPage.css';
import {
  downloadFile,
  lastDelivery,
  documentsMessages as m,
  markSeenNamed,
  sheetDated,
  unseenUpdates,
} from './messages';

export interface SdsUpdatesProps {
  onDownload(file: PortalFile): void;
  isDownloading(id: number): boolean;
}

/**
 * Safety data sheets newer than the last delivery of their product (deliveries of the last 12 months), newest
 * first, each with the user's seen mark. Needs the orders scope – without it there are no deliveries to compare.
 */
export function SdsUpdates({ onDownload, isDownloading }: SdsUpdatesProps) {
  const intl = useIntl();
  const state = useSdsUpdates();
  const names = useProductNames();
  // The pressed mark button disappears; focus stays on the entry (its download button) or the heading.
  const markSeen = (ids: number[], focusId: string) => {
    state.markSeen(ids);
    requestAnimationFrame(() => document.getElementById(focusId)?.focus());
  };
  if (!state.isAvailable) return null;
  const unseenIds = state.updates.filter((update) => !state.seen.has(update.file.id)).map((u) => u.file.id);

  return (
    <section aria-labelledby="documents-updates" className={styles.panel}>
      <div className={styles.toolbar}>
        <h2 id="documents-updates" tabIndex={-1} className={styles.sectionHeading}>
          {intl.formatMessage(m.updatesTitle)} <Badge count={state.unseen} isDecorative />
        </h2>
        {unseenIds.length > 1 && (
          <Button variant="secondary" size="small" onPress={() => markSeen(unseenIds, 'documents-updates')}>
            {intl.formatMessage(m.markAllSeen)}
          </Button>
        )}
      </div>
      {state.isLoading && <ProgressBar isIndeterminate aria-label={intl.formatMessage(m.updatesLoading)} />}
      {state.failed && <LoadFailed onRetry={state.retry}>{intl.formatMessage(m.updatesFailed)}</LoadFailed>}
      {!state.isLoading && !state.failed && (
        <>
          <p className={styles.muted} role="status">
            {state.updates.length === 0
              ? intl.formatMessage(m.updatesNone)
              : `${intl.formatMessage(unseenUpdates, { count: state.unseen })}. ${intl.formatMessage(m.updatesLead)}`}
          </p>
          {state.updates.length > 0 && (
            <ol className={styles.list}>
              {state.updates.map(({ file, delivery }) => {
                const isSeen = state.seen.has(file.id);
                const product = names.get(file.material_id) ?? delivery.description;
                return (
                  <li key={file.id} className={styles.listEntry}>
                    <span className={styles.entryText}>
                      <span>
                        <strong>{product}</strong>
                        {!isSeen && <span className={styles.newMark}>{intl.formatMessage(m.new)}</span>}
                      </span>
                      <span className={styles.muted}>
                        {`${intl.formatMessage(sheetDated, { date: formatDate(file.creation_date) ?? '' })} · ${intl.formatMessage(lastDelivery, { date: formatDate(delivery.date) ?? '' })}`}
                      </span>
                    </span>
                    <span className={styles.actions}>
                      <Button
                        id={`documents-update-${file.id}`}
                        variant="secondary"
                        size="small"
                        aria-label={intl.formatMessage(downloadFile, { name: file.name })}
                        isDisabled={isDownloading(file.id)}
                        onPress={() => onDownload(file)}
                      >
                        {intl.formatMessage(m.download)}
                      </Button>
                      {isSeen ? (
                        <span className={styles.seenMark}>{intl.formatMessage(m.seen)}</span>
                      ) : (
                        <Button
                          variant="tertiary"
                          size="small"
                          aria-label={intl.formatMessage(markSeenNamed, { name: file.name })}
                          onPress={() => markSeen([file.id], `documents-update-${file.id}`)}
                        >
                          {intl.formatMessage(m.markSeen)}
                        </Button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
