import { Button, SearchField, Select } from '@kundenportal/ui';
import { useCallback } from 'react';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import * as styles from './DocumentsPage.css';
import type { DocumentFilter, SheetType } from './filterDocuments';
import { filterTextLimit, documentsMessages as m } from './messages';
import { useTypedText } from './useTypedText';

interface DocumentFiltersProps {
  filter: DocumentFilter;
  onChange(change: Partial<DocumentFilter>): void;
  onReset(): void;
  /** The languages the customer's documents come in, `''` for all. */
  languageOptions: { id: string; label: string }[];
}

/** My documents' filters: a text, the kind of document, the language – and a reset while any is set. */
export function DocumentFilters({ filter, onChange, onReset, languageOptions }: DocumentFiltersProps) {
  const intl = useIntl();
  const [text, setText] = useTypedText(
    filter.text,
    useCallback((typed: string) => onChange({ text: typed }), [onChange]),
  );
  const typeOptions = [
    { id: '', label: intl.formatMessage(m.allTypes) },
    { id: 'sdb', label: intl.formatMessage(m.typeSdb) },
    { id: 'flyer', label: intl.formatMessage(m.typeFlyer) },
  ];
  const isFiltered = Boolean(filter.text.trim() || filter.type || filter.language);
  return (
    <section aria-labelledby="documents-filters" className={styles.panel}>
      <h2 id="documents-filters" className={styles.sectionHeading}>
        {intl.formatMessage(m.filtersTitle)}
      </h2>
      <div className={styles.filters}>
        <SearchField
          label={intl.formatMessage(m.filterText)}
          clearLabel={intl.formatMessage(m.filterTextClear)}
          value={text}
          // Pasted names carry zero-width and direction marks that would make the filter miss; a paste past
          // the limit is cut by the browser, and the note below says so.
          onChange={(typed) => setText(withoutHiddenCharacters(typed))}
          maxLength={fieldLimits.documentFilter}
          description={
            text.length >= fieldLimits.documentFilter
              ? intl.formatMessage(filterTextLimit, { max: fieldLimits.documentFilter })
              : undefined
          }
        />
        <Select
          label={intl.formatMessage(m.filterType)}
          items={typeOptions}
          selectedKey={filter.type ?? ''}
          onSelectionChange={(key) => onChange({ type: (key || undefined) as SheetType | undefined })}
        />
        <Select
          label={intl.formatMessage(m.filterLanguage)}
          items={languageOptions}
          selectedKey={filter.language ?? ''}
          onSelectionChange={(key) => onChange({ language: key ? String(key) : undefined })}
        />
        <Button variant="tertiary" onPress={onReset} isDisabled={!isFiltered}>
          {intl.formatMessage(m.resetFilters)}
        </Button>
      </div>
    </section>
  );
}
