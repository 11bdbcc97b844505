import { Button, SearchField } from '@kundenportal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { focusFirstProblem, searchTermLimit } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { productSearchMessages as m } from './messages';
import * as styles from './productSearch.css';
import { isSearchable, normaliseTerm } from './searchTerm';

export interface SearchFormProps {
  /** The term of the search on screen (from the URL); the field follows it on back/forward. */
  term: string;
  onSearch(term: string): void;
  /** An emptied field clears the results (spec §4) – no request. */
  onClear(): void;
  label?: string;
  description?: string;
  clearLabel?: string;
  submitLabel?: string;
  /** The form's accessible name (a `search` landmark). */
  formLabel?: string;
  /** A filter may be empty (everything); a search may not (spec §5). */
  allowEmpty?: boolean;
}

/**
 * The search field and its button. The typed text is this component's own state, so typing re-renders
 * only the form, never the results. Submitting a blank term says 'Bitte geben Sie einen Suchbegriff ein.'
 * beside the field (spec §5) and clears the results.
 */
export function SearchForm({
  term,
  onSearch,
  onClear,
  label,
  description,
  clearLabel,
  submitLabel,
  formLabel,
  allowEmpty = false,
}: SearchFormProps) {
  const intl = useIntl();
  const [value, setValue] = useState(term);
  const [showRequired, setShowRequired] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Back/forward or a link changed the search: the field shows its term.
  useEffect(() => {
    setValue(term);
    if (term) setShowRequired(false);
  }, [term]);

  // Enter in the field submits the form natively; the field's own onSubmit is left unused so it runs once.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(value) && allowEmpty) {
      setValue('');
      onClear();
      return;
    }
    if (!isSearchable(value)) {
      setShowRequired(true);
      setValue('');
      onClear();
      // The message is beside the field: that is where the keyboard goes, too, once the field is marked.
      focusFirstProblem(formRef.current, { selects: false });
      return;
    }
    setShowRequired(false);
    setValue(normaliseTerm(value));
    onSearch(normaliseTerm(value));
  };

  return (
    // biome-ignore lint/a11y/noRedundantRoles: assistive tech and test tools older than <search> know only the role.
    <search role="search" aria-label={formLabel ?? intl.formatMessage(m.formLabel)}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.formField}>
          <SearchField
            label={label ?? intl.formatMessage(m.termLabel)}
            description={description ?? intl.formatMessage(m.termDescription)}
            clearLabel={clearLabel ?? intl.formatMessage(m.termClear)}
            value={value}
            maxLength={searchTermLimit}
            onChange={(next) => {
              setValue(next);
              if (showRequired && isSearchable(next)) setShowRequired(false);
            }}
            onClear={() => {
              setValue('');
              onClear();
            }}
            errorMessage={showRequired ? intl.formatMessage(m.termRequired) : undefined}
          />
        </div>
        <span className={styles.formButton}>
          <Button type="submit">{submitLabel ?? intl.formatMessage(m.submit)}</Button>
        </span>
      </form>
    </search>
  );
}
