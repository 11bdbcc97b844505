import { Button, Checkbox, ConfirmDialog, EmptyState, SearchField, Select } from '@kundenportal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { countryName } from '../domain/countries';
import { type PortalFile, useMyDocuments, useProductNames } from '../domain/documents';
import { deleteFile, deleteFiles, useFileDownload, useRecentFiles } from '../domain/files';
import { SafetyDataSheetRequestModal, type SdsRequestTarget } from '../domain/safetyDataSheetRequest';
import { formatDate } from '../shared/format';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import { languageNameIn, locales, useIntl, useLocale } from '../shared/i18n';
import { ListPaginator } from '../shared/lists';
import { LoadFailed } from '../shared/loading';
import { commonMessages } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { useApi, useNotify } from '../shared/services';
import { CompanyFirst } from '../shared/session';
import * as styles from './DocumentsPage.css';
import { fileTypeLabel } from './fileTypes';
import {
  countryForLanguage,
  filterDocuments,
  groupByProduct,
  languagesOf,
  missingLanguages,
  type ProductGroup,
  type SheetType,
} from './filterDocuments';
import {
  availableIn,
  bulkFailed,
  bulkRemoved,
  confirmBulkRemove,
  confirmRemove,
  downloadFile,
  fileCount,
  filterTextLimit,
  documentsMessages as m,
  materialNumber,
  removeFile,
  requestLanguageVersion,
  requestLanguageVersionNamed,
  requestReasonDefault,
  selectedCount,
  shownCount,
} from './messages';
import { RecentFiles } from './RecentFiles';
import { SdsUpdates } from './SdsUpdates';
import { useDocumentFilter } from './useDocumentFilter';

/** Products per page of the list: a customer with 30 products got one page of ~9,500 px (issue 30). */
export const PRODUCTS_PER_PAGE = 10;

/** Spec §4: notices last 3000 ms, results of several actions 5000 ms. */
const NOTICE_MS = 3000;
const MULTI_RESULT_MS = 5000;

type PendingRemoval = { kind: 'one'; file: PortalFile } | { kind: 'selection'; ids: number[] };

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
  const api = useApi();
  const notify = useNotify();
  const documents = useMyDocuments();
  const names = useProductNames();
  const { forget } = useRecentFiles();
  const { download, isPending } = useFileDownload();
  const [filter, setFilter, resetFilter, paging] = useDocumentFilter();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [removal, setRemoval] = useState<PendingRemoval | null>(null);
  const [isRemoving, setRemoving] = useState(false);
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
  const pages = Math.max(1, Math.ceil(groups.length / PRODUCTS_PER_PAGE));
  // A page past the end (after a delete, or an old link) shows the last one.
  const page = Math.min(paging.page, pages);
  const pageGroups = groups.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE);
  // "All shown" are the documents on this page – what the user sees and can check.
  const shownIds = pageGroups.flatMap((group) => group.files.map((file) => file.id));
  // The paginator takes keyboard and screen-reader users to the top of the new page's list (only the paginator:
  // a filter also goes back to page 1, and must keep the focus in its field).
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
  const selectedShown = shownIds.filter((id) => selected.has(id));

  const toggle = (id: number, isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAllShown = (isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of shownIds) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  /** After a delete: keep what is still there selected, forget what is gone, focus the list heading. */
  const settleAfterRemoval = async (ids: readonly number[]) => {
    const fresh = await documents.mutate();
    const remaining = new Set((fresh ?? []).map((file) => file.id));
    const gone = ids.filter((id) => !remaining.has(id));
    forget(gone);
    setSelected((previous) => new Set([...previous].filter((id) => remaining.has(id))));
    listHeading.current?.focus();
  };

  const confirmRemoval = async () => {
    if (!removal || isRemoving) return;
    setRemoving(true);
    try {
      if (removal.kind === 'one') {
        const { file } = removal;
        const result = await deleteFile(api, file.id);
        setRemoval(null);
        if (result.kind === 'ok') notify(intl.formatMessage(m.removed), 'success', NOTICE_MS);
        else if (result.kind === 'rejected') notify(intl.formatMessage(m.removeFailed), 'error', NOTICE_MS);
        await settleAfterRemoval([file.id]);
      } else {
        // One DELETE per id; the combined result is the count of errors and the first failing status (spec §8).
        const { ids } = removal;
        const result = await deleteFiles(api, ids);
        setRemoval(null);
        if (result.errors === 0) {
          notify(intl.formatMessage(bulkRemoved, { count: ids.length }), 'success', MULTI_RESULT_MS);
        } else {
          notify(
            intl.formatMessage(bulkFailed, {
              errors: result.errors,
              count: ids.length,
              status: result.status,
            }),
            'error',
            MULTI_RESULT_MS,
          );
        }
        await settleAfterRemoval(ids);
      }
    } finally {
      setRemoving(false);
    }
  };

  const typeOptions = [
    { id: '', label: intl.formatMessage(m.allTypes) },
    { id: 'sdb', label: intl.formatMessage(m.typeSdb) },
    { id: 'flyer', label: intl.formatMessage(m.typeFlyer) },
  ];
  const isFiltered = Boolean(filter.text.trim() || filter.type || filter.language);

  return (
    <>
      <SdsUpdates onDownload={download} isDownloading={isPending} />
      <RecentFiles onDownload={download} isDownloading={isPending} />

      <section aria-labelledby="documents-filters" className={styles.panel}>
        <h2 id="documents-filters" className={styles.sectionHeading}>
          {intl.formatMessage(m.filtersTitle)}
        </h2>
        <div className={styles.filters}>
          <SearchField
            label={intl.formatMessage(m.filterText)}
            clearLabel={intl.formatMessage(m.filterTextClear)}
            value={filter.text}
            // Pasted names carry zero-width and direction marks that would make the filter miss; a paste past
            // the limit is cut by the browser, and the note below says so.
            onChange={(text) => setFilter({ text: withoutHiddenCharacters(text) })}
            maxLength={fieldLimits.documentFilter}
            description={
              filter.text.length >= fieldLimits.documentFilter
                ? intl.formatMessage(filterTextLimit, { max: fieldLimits.documentFilter })
                : undefined
            }
          />
          <Select
            label={intl.formatMessage(m.filterType)}
            items={typeOptions}
            selectedKey={filter.type ?? ''}
            onSelectionChange={(key) => setFilter({ type: (key || undefined) as SheetType | undefined })}
          />
          <Select
            label={intl.formatMessage(m.filterLanguage)}
            items={languageOptions}
            selectedKey={filter.language ?? ''}
            onSelectionChange={(key) => setFilter({ language: key ? String(key) : undefined })}
          />
          <Button variant="tertiary" onPress={resetFilter} isDisabled={!isFiltered}>
            {intl.formatMessage(m.resetFilters)}
          </Button>
        </div>
      </section>

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
            <div className={styles.toolbar}>
              <p className={styles.muted} role="status">
                {intl.formatMessage(shownCount, { shown: shown.length, total: all.length })}
                {selected.size > 0 && ` · ${intl.formatMessage(selectedCount, { count: selected.size })}`}
              </p>
              <div className={styles.actions}>
                {shown.length > 0 && (
                  <Checkbox
                    label={intl.formatMessage(m.selectAll)}
                    isSelected={selectedShown.length > 0 && selectedShown.length === shownIds.length}
                    isIndeterminate={selectedShown.length > 0 && selectedShown.length < shownIds.length}
                    onChange={toggleAllShown}
                  />
                )}
                <Button
                  variant="danger"
                  size="small"
                  isDisabled={selected.size === 0}
                  onPress={() => setRemoval({ kind: 'selection', ids: [...selected] })}
                >
                  {`${intl.formatMessage(m.removeSelected)} (${selected.size})`}
                </Button>
                {selected.size > 0 && (
                  <Button variant="tertiary" size="small" onPress={() => setSelected(new Set())}>
                    {intl.formatMessage(m.clearSelection)}
                  </Button>
                )}
              </div>
            </div>

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
                    selected={selected}
                    onToggle={toggle}
                    onDownload={download}
                    isDownloading={isPending}
                    onRemove={(file) => setRemoval({ kind: 'one', file })}
                    onRequest={setRequest}
                  />
                ))}
              </ul>
            )}
            <ListPaginator page={page} pages={pages} onPageChange={choosePage} />
          </>
        )}
      </section>

      <ConfirmDialog
        isOpen={removal !== null}
        variant="danger"
        title={intl.formatMessage(removal?.kind === 'selection' ? m.confirmBulkTitle : m.confirmRemoveTitle)}
        message={
          removal?.kind === 'selection'
            ? intl.formatMessage(confirmBulkRemove, { count: removal.ids.length })
            : intl.formatMessage(confirmRemove, { name: removal?.file.name ?? '' })
        }
        labels={{ confirm: intl.formatMessage(m.confirm), cancel: intl.formatMessage(commonMessages.cancel) }}
        // No pending state on the confirm button: react-aria would announce it through a live region that
        // points at the button after the dialog closed. The handler itself ignores a second press.
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(null)}
      />
      <SafetyDataSheetRequestModal target={request} onClose={() => setRequest(null)} />
    </>
  );
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
