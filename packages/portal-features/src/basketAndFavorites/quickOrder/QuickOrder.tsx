import { Button, Icon, Inline, Link, Stack, TextArea, VisuallyHidden } from '@kundenportal/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { characterCount } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { useUserPending } from '../../shared/page';
import { KeptLinesList } from './KeptLinesList';
import { quickOrderMessages as m, quickOrderFileTooLarge, quickOrderFull } from './messages';
import { maxQuickOrderLength, quickOrderTemplate } from './parseQuickOrder';
import * as styles from './QuickOrder.css';
import { useQuickOrderSending } from './useQuickOrderSending';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(quickOrderTemplate)}`;

/** A CSV file as a spreadsheet writes it: UTF-8, or – from a German Excel – Windows-1252. */
async function readCsv(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Quick order on the basket page (issue 10): lines of material number and amount, typed, pasted or from a
 * CSV file, matched through the product search and added in one bulk add. What is not added stays in the
 * box with its reason, so nothing typed is lost; the result is announced.
 */
export function QuickOrder() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { submit, isBusy, kept, result } = useQuickOrderSending(text, setText, setError);
  const headingId = useId();
  const problemsId = useId();

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    // At most 4 bytes a character in UTF-8: a file larger than that cannot fit, and is not even read.
    if (file.size > maxQuickOrderLength * 4) {
      setError(intl.formatMessage(quickOrderFileTooLarge, { max: maxQuickOrderLength }));
      return;
    }
    try {
      const content = await readCsv(file);
      // Appended, never replacing: what was typed before stays. A file that would not fit is refused whole –
      // cutting it would lose lines without a trace.
      const joined = [text.trimEnd(), content.trim()].filter(Boolean).join('\n');
      if (joined.length > maxQuickOrderLength) {
        setError(intl.formatMessage(quickOrderFileTooLarge, { max: maxQuickOrderLength }));
        return;
      }
      setText(joined);
      setError(undefined);
    } catch {
      setError(intl.formatMessage(m.unreadableFile));
    }
  };

  // In the route's shell (before the user is known) the button without its file input: FileTrigger's input
  // carries a style attribute, which the shell's CSP refuses; the input joins once the user is in.
  const isUserPending = useUserPending();
  const uploadButton = (
    <Button variant="secondary" isDisabled={isBusy}>
      <Icon name="plus" size="small" />
      {intl.formatMessage(m.upload)}
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(m.title)}
      </h2>
      <Stack gap="medium">
        <TextArea
          label={intl.formatMessage(m.label)}
          description={intl.formatMessage(m.description)}
          value={text}
          maxLength={maxQuickOrderLength}
          // The counter appears once the box is nine tenths full; at the limit the browser cuts a paste short,
          // and the message says so rather than losing the rest silently.
          characterCountLabel={
            text.length >= maxQuickOrderLength * 0.9
              ? (count, max) => intl.formatMessage(characterCount, { count, max })
              : undefined
          }
          onChange={(value) => {
            setText(value);
            if (value.length >= maxQuickOrderLength) {
              setError(intl.formatMessage(quickOrderFull, { max: maxQuickOrderLength }));
            } else if (error) setError(undefined);
          }}
          rows={6}
          errorMessage={error}
          isInvalid={error !== undefined}
          aria-describedby={kept.length > 0 ? problemsId : undefined}
          spellCheck="false"
        />
        {kept.length > 0 && <KeptLinesList id={problemsId} lines={kept} />}
        <Inline gap="medium" alignY="center" wrap>
          <Button onPress={submit} aria-disabled={isBusy || undefined}>
            <Icon name="basket" size="small" />
            {intl.formatMessage(m.submit)}
          </Button>
          {isUserPending ? (
            uploadButton
          ) : (
            <FileTrigger acceptedFileTypes={['.csv', 'text/csv', 'text/plain']} onSelect={upload}>
              {uploadButton}
            </FileTrigger>
          )}
          <Link variant="standalone" href={templateHref} download="schnellbestellung-vorlage.csv">
            <Icon name="download" size="small" />
            {intl.formatMessage(m.template)}
          </Link>
        </Inline>
        <VisuallyHidden>
          <output aria-live="polite">{result}</output>
        </VisuallyHidden>
        {result && !isBusy && (
          <p className={styles.result} aria-hidden="true">
            {result}
          </p>
        )}
      </Stack>
    </section>
  );
}
