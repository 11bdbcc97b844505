import { Button, Checkbox, EmptyState } from '@kundenportal/ui';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { countryName } from '../domain/countries';
import { type PortalFile, useMyDocuments, useProductNames } from '../domain/documents';
import { useFileDownload, useRecentFiles } from '../domain/files';
import { SafetyDataSheetRequestModal, type SdsRequestTarget } from '../domain/safetyDataSheetRequest';
import { formatDate } from '../shared/format';
import { languageNameIn, locales, useIntl, useLocale } from '../shared/i18n';
import { ListPaginator } from '../shared/lists';
import { LoadFailed } from '../shared/loading';
import { PageFrame } from '../shared/page';
import { CompanyFirst } from '../shared/session';
import { DocumentFilters } from './DocumentFilters';
import { SelectionBar, useDocumentSelection } from './DocumentSelection';
import * as styles from './DocumentsPage.css';
import { fileTypeLabel } from './fileTypes';
import {
  countryForLanguage,
  filterDocuments,
  groupByProduct,
  languagesOf,
  missingLanguages,
  type ProductGroup,
} from './filterDocuments';
import {
  availableIn,
  downloadFile,
  fileCount,
  documentsMessages as m,
  materialNumber,
  removeFile,
  requestLanguageVersion,
  requestLanguageVersionNamed,
  requestReasonDefault,
} from './messages';
import { RecentFiles } from './RecentFiles';
import { SdsUpdates } from './SdsUpdates';
import { useDocumentFilter } from './useDocumentFilter';
import { useDocumentRemoval } from './useDocumentRemoval';

/** Products per page of the list: a customer with 30 products got one page of ~9,500 px (issue 30). */
export const PRODUCTS_PER_PAGE = 10;

/**
 * /user/documents (ROLE_INTERNAL_DOCUMENTS): the chosen customer's safety data sheets and flyers by product,
 * SDS updates since the last delivery, recent files, filters, download, delete one and bulk delete.
 */
export function DocumentsPage() {
  const intl = useIntl();
  return (
    <PageFrame
      title={intl.formatMessage(m.title)}
      lead={<p className={styles.muted}>{intl.formatMessage(m.lead)}</p>}
    >
      <CompanyFirst page="documents">
        <CustomerDocuments />
      </CompanyFirst>
    </PageFrame>
  );
}

function CustomerDocuments() {
  const intl = useIntl();
  const locale = useLocale();
  const documents = useMyDocuments();
  const names = useProductNames();
  const { forget } = useRecentFiles();
  const { download, isPending } = useFileDownload();
  const [filter, setFilter, resetFilter, paging] = useDocumentFilter();
  const selection = useDocumentSelection();
  const [request, setRequest] = useState<SdsRequestTarget | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const all = documents.failure ? [] : (documents.data ?? []);
  // Until the session names the customer there is no request yet: that is loading too, not empty.
  const isLoading = documents.isLoading || (!documents.data && !documents.failure);
  const shown = useMemo(() => filterDocuments(all, filter, names), [all, filter, names]);
  const groups = useMemo(() => groupByProduct(shown, names, locale), [shown, names, locale]);
  const languageOptions = useMemo(
    () => [
      { id: '', label: intl.formatMessage(m.allLanguages) },
      ...languagesOf(all).map((code) => ({ id: code, label: languageNameIn(code, locale) })),
    ],
    [all, intl, locale],
  );
  const { page, pages, pageGroups, choosePage } = useGroupPages(groups, paging, listHeading);
  // "All shown" are the documents on this page – what the user sees and can check.
  const shownIds = pageGroups.flatMap((group) => group.files.map((file) => file.id));

  /** After a delete: keep what is still there selected, forget what is gone, focus the list heading. */
  const removal = useDocumentRemoval(async (ids) => {
    const fresh = await documents.mutate();
    const remaining = new Set((fresh ?? []).map((file) => file.id));
    forget(ids.filter((id) => !remaining.has(id)));
    selection.keepOnly(remaining);
    listHeading.current?.focus();
  });

  return (
    <>
      <SdsUpdates onDownload={download} isDownloading={isPending} />
      <RecentFiles onDownload={download} isDownloading={isPending} />
      <DocumentFilters
        filter={filter}
        onChange={setFilter}
        onReset={resetFilter}
        languageOptions={languageOptions}
      />

      <section aria-labelledby="documents-list" className={styles.section}>
        <h2 id="documents-list" ref={listHeading} tabIndex={-1} className={styles.sectionHeading}>
          {intl.formatMessage(m.listTitle)}
        </h2>

        {documents.failure && (
          <LoadFailed onRetry={documents.retry}>{intl.formatMessage(m.loadFailed)}</LoadFailed>
        )}
        {isLoading && <ProgressBar isIndeterminate aria-label={intl.formatMessage(m.loading)} />}

        {!isLoading && !documents.failure && all.length === 0 && (
          <EmptyState title={intl.formatMessage(m.emptyTitle)} headingLevel={3}>
            {intl.formatMessage(m.emptyText)}
          </EmptyState>
        )}

        {all.length > 0 && (
          <>
            <SelectionBar
              selected={selection.selected}
              shownIds={shownIds}
              shown={shown.length}
              total={all.length}
              onChange={selection.change}
              onClear={selection.clear}
              onRemoveSelected={() => removal.ask({ kind: 'selection', ids: [...selection.selected] })}
            />

            {shown.length === 0 ? (
              <EmptyState
                title={intl.formatMessage(m.noMatchTitle)}
                headingLevel={3}
                action={
                  <Button variant="secondary" onPress={resetFilter}>
                    {intl.formatMessage(m.resetFilters)}
                  </Button>
                }
              >
                {intl.formatMessage(m.noMatchText)}
              </EmptyState>
            ) : (
              <ul className={styles.groups}>
                {pageGroups.map((group) => (
                  <DocumentGroup
                    key={group.materialId}
                    group={group}
                    selected={selection.selected}
                    onToggle={(id, isSelected) => selection.change([id], isSelected)}
                    onDownload={download}
                    isDownloading={isPending}
                    onRemove={(file) => removal.ask({ kind: 'one', file })}
                    onRequest={setRequest}
                  />
                ))}
              </ul>
            )}
            <ListPaginator page={page} pages={pages} onPageChange={choosePage} />
          </>
        )}
      </section>

      {removal.dialog}
      <SafetyDataSheetRequestModal target={request} onClose={() => setRequest(null)} />
    </>
  );
}

/**
 * The page of product groups shown. A page past the end (after a delete, or an old link) shows the last one.
 * The paginator takes keyboard and screen-reader users to the top of the new page's list (only the paginator:
 * a filter also goes back to page 1, and must keep the focus in its field).
 */
function useGroupPages(
  groups: readonly ProductGroup[],
  paging: { page: number; setPage(page: number): void },
  listHeading: RefObject<HTMLHeadingElement | null>,
) {
  const pages = Math.max(1, Math.ceil(groups.length / PRODUCTS_PER_PAGE));
  const page = Math.min(paging.page, pages);
  const pageChosen = useRef(false);
  const choosePage = (target: number) => {
    pageChosen.current = true;
    paging.setPage(target);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page the paginator chose is drawn
  useEffect(() => {
    if (!pageChosen.current) return;
    pageChosen.current = false;
    listHeading.current?.focus();
    listHeading.current?.scrollIntoView({ block: 'start' });
  }, [page]);
  return {
    page,
    pages,
    pageGroups: groups.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE),
    choosePage,
  };
}

interface DocumentGroupProps {
  group: ProductGroup;
  selected: ReadonlySet<number>;
  onToggle(id: number, isSelected: boolean): void;
  onDownload(file: PortalFile): void;
  isDownloading(id: number): boolean;
  onRemove(file: PortalFile): void;
  onRequest(request: SdsRequestTarget): void;
}

function DocumentGroup({
  group,
  selected,
  onToggle,
  onDownload,
  isDownloading,
  onRemove,
  onRequest,
}: DocumentGroupProps) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = `documents-product-${group.materialId}`;
  const product = group.productName ?? intl.formatMessage(materialNumber, { number: group.materialId });
  const sheets = group.files.filter((file) => file.type === 'sdb');
  const present = [...new Set(sheets.flatMap((file) => file.languages))];
  const missing = missingLanguages(group, locales);

  return (
    <li className={styles.group}>
      <h3 id={headingId} className={styles.groupHeading}>
        {product}
      </h3>
      <p className={styles.muted}>
        {group.productName && `${intl.formatMessage(materialNumber, { number: group.materialId })} · `}
        {intl.formatMessage(fileCount, { count: group.files.length })}
      </p>
      <div className={styles.versions}>
        <span>
          {present.length > 0
            ? intl.formatMessage(availableIn, {
                languages: present.map((code) => languageNameIn(code, locale)).join(', '),
              })
            : intl.formatMessage(m.noSds)}
        </span>
        {missing.map((language) => {
          const name = languageNameIn(language, locale);
          const country = countryForLanguage[language] ?? 'DEU';
          return (
            <Button
              key={language}
              variant="tertiary"
              size="small"
              aria-label={intl.formatMessage(requestLanguageVersionNamed, { language: name, product })}
              onPress={() =>
                onRequest({
                  productId: group.materialId,
                  productName: product,
                  topic: 'country_version',
                  language,
                  country,
                  reason: intl.formatMessage(requestReasonDefault, {
                    language: name,
                    country: countryName(country, locale),
                  }),
                })
              }
            >
              {intl.formatMessage(requestLanguageVersion, { language: name })}
            </Button>
          );
        })}
      </div>
      <ul className={styles.files}>
        {group.files.map((file) => (
          <li key={file.id} className={styles.file}>
            <Checkbox
              label={file.name}
              isSelected={selected.has(file.id)}
              onChange={(isSelected) => onToggle(file.id, isSelected)}
            />
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.term}>{intl.formatMessage(m.type)}:</dt>
                <dd className={styles.detail}>{intl.formatMessage(fileTypeLabel[file.type])}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.term}>{intl.formatMessage(m.languages)}:</dt>
                <dd className={styles.detail}>
                  {file.languages.map((code) => languageNameIn(code, locale)).join(', ')}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.term}>{intl.formatMessage(m.date)}:</dt>
                <dd className={styles.detail}>{formatDate(file.creation_date)}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="small"
                aria-label={intl.formatMessage(downloadFile, { name: file.name })}
                isDisabled={isDownloading(file.id)}
                onPress={() => onDownload(file)}
              >
                {intl.formatMessage(m.download)}
              </Button>
              <Button
                variant="tertiary"
                size="small"
                aria-label={intl.formatMessage(removeFile, { name: file.name })}
                onPress={() => onRemove(file)}
              >
                {intl.formatMessage(m.remove)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
