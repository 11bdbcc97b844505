import type { PortalFile } from '@kundenportal/api-client';
import { Button, Icon } from '@kundenportal/ui';
import { languageNameIn, useIntl, useLocale } from '../../shared/i18n';
import type { useFileDownload } from '../files';
import { downloadLabelMessage, productSearchMessages as m } from './messages';
import * as styles from './productSearch.css';

/** Safety data sheets first, then flyers: what EHS staff look for most. */
const typeOrder: Record<string, number> = { sdb: 0, flyer: 1 };

/** A product's safety data sheets and flyers with their languages; each downloads under its server name. */
export function ProductFiles({
  files,
  headingId,
  downloads: { download, pending },
}: {
  files: readonly PortalFile[];
  headingId: string;
  /** One download hook for the whole list, not one per product. */
  downloads: ReturnType<typeof useFileDownload>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const languageName = (code: string) => languageNameIn(code, locale);
  const typeLabel = (type: PortalFile['type']) =>
    intl.formatMessage(type === 'sdb' ? m.sdb : type === 'flyer' ? m.flyer : m.otherFile);
  const sorted = [...files].sort(
    (a, b) => (typeOrder[a.type] ?? 9) - (typeOrder[b.type] ?? 9) || a.id - b.id,
  );

  return (
    <div className={styles.side}>
      <h4 id={headingId} className={styles.filesTitle}>
        {intl.formatMessage(m.documents)}
      </h4>
      {sorted.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noDocuments)}</p>
      ) : (
        <ul className={styles.files}>
          {sorted.map((file) => {
            const languages = intl.formatList(file.languages.map(languageName), { type: 'unit' });
            const type = typeLabel(file.type);
            return (
              <li key={file.id} className={styles.file}>
                <Button
                  variant="tertiary"
                  size="small"
                  // Not isPending: the global loading bar shows the call, and RAC's pending announcement would
                  // outlive the button in a live region that points at it.
                  isDisabled={pending.has(file.id)}
                  aria-label={intl.formatMessage(downloadLabelMessage, { type, name: file.name, languages })}
                  onPress={() => void download(file)}
                >
                  <Icon name="download" />
                  {type}
                </Button>
                <span className={styles.fileLanguages} aria-hidden="true">
                  {languages}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
