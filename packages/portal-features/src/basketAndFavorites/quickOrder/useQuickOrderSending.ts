import { useEffect, useState } from 'react';
import { useProductListActions } from '../../domain/productLists';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import { isApiClientId, useNeedsCompany, useSession } from '../../shared/session';
import { inTypedOrder, type KeptLine } from './keptLines';
import { matchProducts } from './matchProducts';
import { quickOrderMessages as m, quickOrderResult, tooManyLines } from './messages';
import { maxQuickOrderLines, parseQuickOrder } from './parseQuickOrder';

/**
 * Sends the quick order's `text`: its lines matched through the product search and added in one bulk add; what is
 * not added stays in the box (`setText`) with its reason (`kept`), and `result` says what happened. A text with no
 * lines or too many is refused with `setError`.
 */
export function useQuickOrderSending(
  text: string,
  setText: (text: string) => void,
  setError: (error: string | undefined) => void,
) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const { customerId, searchClient } = useSession();
  const basket = useProductListActions('basket');
  const [kept, setKept] = useState<KeptLine[]>([]);
  const [result, setResult] = useState('');
  const [isBusy, setBusy] = useState(false);
  // Pressed before the user is in (the basket's shell draws the quick order first, and a press held while the
  // page hydrated is done then): sent as soon as the basket's company is known – for staff in the staff view,
  // once they chose one (the page asks) – never dropped, and never to the staff view.
  const [isWaiting, setWaiting] = useState(false);
  const hasCompany = !useNeedsCompany('basket');

  const submit = async () => {
    if (isBusy) return;
    if (!hasCompany || customerId === undefined) {
      setWaiting(true);
      return;
    }
    setWaiting(false);
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
      const ordered = inTypedOrder(text, stay);
      setKept(ordered);
      setText(ordered.map((line) => line.raw).join('\n'));
      setResult(intl.formatMessage(quickOrderResult, { taken, kept: ordered.length }).trim());
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    if (isWaiting && hasCompany) void submit();
  });
  return { submit, isBusy: isBusy || isWaiting, kept, result };
}
