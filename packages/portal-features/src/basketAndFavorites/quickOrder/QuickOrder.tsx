import { Button, Icon, Inline, Link, Stack, TextArea } from '@kundenportal/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useProductListActions } from '../../domain/productLists';
import { characterCount } from '../../shared/forms';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import { isApiClientId, useSession } from '../../shared/session';
import { matchProducts } from './matchProducts';
import {
  quickOrderMessages as m,
  problemLine,
  quickOrderFileTooLarge,
  quickOrderFull,
  quickOrderResult,
  tooManyLines,
} from './messages';
import {
  type LineProblem,
  maxQuickOrderLength,
  maxQuickOrderLines,
  parseQuickOrder,
  quickOrderTemplate,
} from './parseQuickOrder';
import * as styles from './QuickOrder.css';

type Reason = LineProblem | 'unknown' | 'ambiguous' | 'searchFailed' | 'notAdded';

interface KeptLine {
  /** Stable key: the same text may be kept twice. */
  id: number;
  raw: string;
  reason: Reason;
}

const reasonText = {
  materialNumber: m.problemMaterialNumber,
  scientific: m.problemScientific,
  missingAmount: m.problemMissingAmount,
  amount: m.problemAmount,
  unknown: m.problemUnknown,
  ambiguous: m.problemAmbiguous,
  searchFailed: m.problemSearchFailed,
  notAdded: m.problemNotAdded,
} as const;

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
  const api = useApi();
  const locale = useLocale();
  const { customerId, searchClient } = useSession();
  const basket = useProductListActions('basket');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [kept, setKept] = useState<KeptLine[]>([]);
  const [result, setResult] = useState('');
  const [isBusy, setBusy] = useState(false);
  const headingId = useId();
  const problemsId = useId();

  const submit = async () => {
    if (isBusy || customerId === undefined) return;
    const parsed = parseQuickOrder(text);
    if (parsed.count === 0) {
      setError(intl.formatMessage(m.empty));
      return;
    }
    if (parsed.count > maxQuickOrderLines) {
      setError(intl.formatMessage(tooManyLines, { count: parsed.count, max: maxQuickOrderLines }));
      return;
    }
    setError(undefined);
    setBusy(true);
    setResult(intl.formatMessage(m.checking));
    try {
      const matches = await matchProducts(api, parsed.lines, {
        customer: customerId,
        language: apiLanguage(locale),
        ...(searchClient && isApiClientId(searchClient) ? { client: searchClient } : {}),
      });
      const found = matches.flatMap((match) => (match.kind === 'found' ? [match] : []));
      let nextId = 0;
      const stay: KeptLine[] = parsed.problems.map(({ raw, problem }) => ({
        id: nextId++,
        raw,
        reason: problem,
      }));
      for (const match of matches) {
        if (match.kind === 'found') continue;
        const reason = match.kind === 'failed' ? 'searchFailed' : match.kind;
        for (const raw of match.line.raw) stay.push({ id: nextId++, raw, reason });
      }
      let taken = 0;
      if (found.length > 0) {
        const outcome = await basket.addMany(
          found.map(({ line, product }) => ({
            product,
            amount: line.amount,
            unit: line.unit ?? product.unit,
          })),
        );
        const notAdded = new Set(outcome.notAdded);
        for (const { line } of found) {
          if (notAdded.has(line.materialNumber)) {
            for (const raw of line.raw) stay.push({ id: nextId++, raw, reason: 'notAdded' });
          } else {
            taken += line.raw.length;
          }
        }
      }
      // Back in the order they were typed, so the box reads like what the user pasted, minus what was added.
      const original = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+$/, ''));
      const used = new Set<number>();
      const positionOf = (raw: string) => {
        const at = original.findIndex((line, index) => !used.has(index) && line === raw);
        used.add(at);
        return at < 0 ? original.length : at;
      };
      const ordered = stay
        .map((line) => ({ line, at: positionOf(line.raw) }))
        .sort((x, y) => x.at - y.at)
        .map(({ line }) => line);
      setKept(ordered);
      setText(ordered.map((line) => line.raw).join('\n'));
      setResult(intl.formatMessage(quickOrderResult, { taken, kept: ordered.length }).trim());
    } finally {
      setBusy(false);
    }
  };

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
        {kept.length > 0 && (
          <div id={problemsId} className={styles.problems}>
            <p className={styles.problemsTitle}>{intl.formatMessage(m.problemsTitle)}</p>
            <ul>
              {kept.map((line) => (
                <li key={line.id}>
                  {intl.formatMessage(problemLine, {
                    line: line.raw.replace(/\t/g, ' '),
                    reason: intl.formatMessage(reasonText[line.reason]),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Inline gap="medium" alignY="center" wrap>
          <Button onPress={submit} aria-disabled={isBusy || undefined}>
            <Icon name="basket" size="small" />
            {intl.formatMessage(m.submit)}
          </Button>
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv', 'text/plain']} onSelect={upload}>
            <Button variant="secondary" isDisabled={isBusy}>
              <Icon name="plus" size="small" />
              {intl.formatMessage(m.upload)}
            </Button>
          </FileTrigger>
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
