import { type RefObject, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  type Key,
  useFilter,
} from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import * as styles from './ComboBox.css';
import { ComboBoxChevron, type ComboBoxOption, comboBoxValueText } from './comboBoxParts';

export type { ComboBoxOption } from './comboBoxParts';

export interface ComboBoxProps extends FieldBaseProps {
  items: readonly ComboBoxOption[];
  /** The chosen option's id (controlled). */
  value: Key | null;
  /** Called only when the user chooses a different option. */
  onChange: (id: Key) => void;
  /** Shown in the list when nothing matches, e.g. 'Keine Treffer'. */
  emptyText: string;
  /**
   * Shown under the list when more options match than are rendered, e.g. 'Die ersten 50 von 5.000 – bitte
   * grenzen Sie die Suche ein.' Both numbers count the matching options without the `isExtra` ones.
   */
  refineText: (shown: number, total: number) => string;
  /** How many matching options the list renders at most; more would make a list of thousands unusable. */
  maxVisible?: number;
  placeholder?: string;
  name?: string;
  /** How the chosen option reads in the field; by default `label (detail)`. */
  formatValue?: (option: ComboBoxOption) => string;
  /**
   * A control elsewhere asks for a choice (e.g. 'Choose a customer'): a new `id` focuses the field and opens
   * its list, once, if the field is on screen and `claim()` – asked only then – answers true (so of several
   * copies of the field, in header and side menu, one answers). A field mounted after the request – its code
   * arriving late, a drawer opening – still answers it, however early the press was.
   */
  openRequest?: ComboBoxOpenRequest;
}

export interface ComboBoxOpenRequest {
  id: number;
  claim(): boolean;
}

const defaultFormat = comboBoxValueText;

/**
 * A searchable single choice for long lists: typing filters over label and detail (every word must match,
 * ignoring case and accents), the list renders at most `maxVisible` matches with a hint to refine, and long
 * texts wrap instead of being cut – in the list and in the field while it is not being typed in.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  items,
  value,
  onChange,
  emptyText,
  refineText,
  maxVisible = 50,
  placeholder,
  name,
  formatValue = defaultFormat,
  openRequest,
}: ComboBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = items.find((option) => option.id === value);
  const selectedText = selected ? formatValue(selected) : '';
  // `query` is what the user typed; null while the field shows the chosen option (then the list shows all).
  const [query, setQuery] = useState<string | null>(null);
  const [inputValue, setInputValue] = useState(selectedText);
  // A choice made elsewhere (another selector, another tab) shows here too.
  const [shownText, setShownText] = useState(selectedText);
  if (shownText !== selectedText) {
    setShownText(selectedText);
    if (query === null) setInputValue(selectedText);
  }

  const { shown, countedMatches } = useMatches(items, query, maxVisible, selected);

  const resetInput = (option: ComboBoxOption | undefined) => {
    setQuery(null);
    setInputValue(option ? formatValue(option) : '');
  };

  return (
    <AriaComboBox<ComboBoxOption>
      className={field}
      items={shown}
      value={value}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        setQuery(text);
      }}
      onChange={(key) => {
        const option = key === null ? selected : items.find((candidate) => candidate.id === key);
        resetInput(option);
        if (key !== null && key !== value) onChange(key);
      }}
      onOpenChange={(isOpen, trigger) => {
        // Opened with the button or the arrow keys: show the whole list, not only the chosen option.
        if (isOpen && trigger === 'manual') setQuery(null);
        if (!isOpen) setQuery(null);
      }}
      // react-aria reopens a fully controlled list whenever the text changes while it is closed, also when the
      // text is reset to the chosen option after Escape; the list is opened for typing below instead.
      menuTrigger="manual"
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined}
      name={name}
    >
      <OpenWhileTyping isTyping={query !== null} />
      <OpenOnRequest request={openRequest} inputRef={inputRef} />
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Group className={styles.group}>
        {/* An input cannot wrap: while it is not being typed in, this copy shows the whole text in lines. */}
        <span className={styles.display} aria-hidden="true" data-placeholder={inputValue === '' || undefined}>
          {inputValue === '' ? (placeholder ?? '\u00a0') : inputValue}
        </span>
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        <Button className={styles.button}>
          <ComboBoxChevron />
        </Button>
      </Group>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox<ComboBoxOption>
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={formatValue(option)}
              isDisabled={option.isDisabled}
              className={styles.item}
            >
              <span className={styles.itemLabel}>{option.label}</span>
              {/* The space keeps name and number apart in the option's accessible name. */}
              {option.detail !== undefined && ' '}
              {option.detail !== undefined && <span className={styles.itemDetail}>{option.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
        {countedMatches > maxVisible && (
          <p className={styles.refine}>{refineText(maxVisible, countedMatches)}</p>
        )}
      </Popover>
    </AriaComboBox>
  );
}

/**
 * The options the list shows for what is typed: every word must match label or detail (ignoring case and
 * accents), the first `maxVisible` counted matches besides the extras, the chosen option kept while the field
 * shows it; and how many counted options matched in all.
 */
function useMatches(
  items: readonly ComboBoxOption[],
  query: string | null,
  maxVisible: number,
  selected: ComboBoxOption | undefined,
) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const matches = useMemo(() => {
    const words = (query ?? '').trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return items;
    return items.filter((option) => {
      const text = `${option.label} ${option.detail ?? ''}`;
      return words.every((word) => contains(text, word));
    });
  }, [items, query, contains]);
  // Extras (e.g. the staff view) are listed besides the first `maxVisible` counted matches.
  const countedMatches = useMemo(() => matches.filter((option) => !option.isExtra).length, [matches]);
  const shown = useMemo(() => {
    let counted = 0;
    const first = matches.filter((option) => option.isExtra || ++counted <= maxVisible);
    // The chosen option stays in the list while the field shows it, so it is marked and focused on opening.
    return query === null && selected && !first.includes(selected) ? [selected, ...first] : first;
  }, [matches, maxVisible, query, selected]);
  return { shown, countedMatches };
}

/** Opens the list as soon as the user types (the combobox itself only opens on the button and arrow keys). */
function OpenWhileTyping({ isTyping }: { isTyping: boolean }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (isTyping && state?.isFocused && !state.isOpen) state.open(null, 'input');
  });
  return null;
}

/** Answers an `openRequest`: focus and the whole list, for a field on screen that claims it. */
function OpenOnRequest({
  request,
  inputRef,
}: {
  request: ComboBoxOpenRequest | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  const answered = useRef(0);
  useEffect(() => {
    const input = inputRef.current;
    if (!request || !state || answered.current === request.id || !input) return;
    if (input.getClientRects().length === 0 || !request.claim()) return;
    answered.current = request.id;
    // react-aria closes an open list when the page under it scrolls, so nothing may scroll once it is open:
    // focus() scrolls a field out of view into it, and that scroll is reported a frame later – after the list
    // opened. So focus never scrolls; a field out of view is scrolled to first, and its list opens in the next
    // frame, once that scroll has been reported (a frame's scroll events come before its animation frames).
    input.focus({ preventScroll: true });
    const box = input.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) {
      state.open(null, 'manual');
      return;
    }
    input.scrollIntoView({ block: 'nearest' });
    requestAnimationFrame(() => {
      if (input.ownerDocument.activeElement === input) state.open(null, 'manual');
    });
  });
  return null;
}
