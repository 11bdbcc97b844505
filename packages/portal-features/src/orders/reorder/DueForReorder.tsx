import type { Order } from '@kundenportal/api-client';
import { InlineAlert } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { formatAmount, formatDate, isoDay } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { dueReasonMessage, dueWhenMessage, orderMessages as m, overdueMessage } from '../messages';
import * as styles from '../orders.css';
import { dueForReorder, type ReorderCandidate, rhythmInWords } from './dueForReorder';

/** The reason line: 'bestellt etwa alle 6 Wochen, zuletzt am 02.10.2026 · seit 9 Tagen überfällig'. */
export function useDueReason(): (candidate: ReorderCandidate) => string {
  const intl = useIntl();
  return (candidate) => {
    const reason = intl.formatMessage(dueReasonMessage, {
      ...rhythmInWords(candidate.intervalDays),
      last: formatDate(candidate.lastOrdered) ?? candidate.lastOrdered,
    });
    const when =
      candidate.daysUntilDue < 0
        ? intl.formatMessage(overdueMessage, { days: -candidate.daysUntilDue })
        : intl.formatMessage(dueWhenMessage, { days: candidate.daysUntilDue });
    return `${reason} · ${when}`;
  };
}

export function dueToday(orders: readonly Order[], today: Date = new Date()): ReorderCandidate[] {
  return dueForReorder(orders, isoDay(today));
}

/** The products due for reorder, each with its reason and – when the basket is available – a one-click add. */
export function DueForReorderList({
  candidates,
  limit,
  renderAction,
}: {
  candidates: readonly ReorderCandidate[];
  limit?: number;
  renderAction?: (candidate: ReorderCandidate) => ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const reasonOf = useDueReason();
  if (candidates.length === 0) return <p className={styles.context}>{intl.formatMessage(m.dueEmpty)}</p>;
  return (
    <ul className={styles.dueList}>
      {candidates.slice(0, limit).map((candidate) => (
        <li key={candidate.materialNumber} className={styles.dueItem}>
          <div>
            <p className={styles.dueName}>
              {candidate.description} ({candidate.materialNumber}) ·{' '}
              {formatAmount(candidate.amount, candidate.unit, locale)}
            </p>
            <p className={styles.dueReason}>{reasonOf(candidate)}</p>
          </div>
          {renderAction?.(candidate)}
        </li>
      ))}
    </ul>
  );
}

/** The filter view of the history: what is due, from the whole history of the chosen company. */
export function DueForReorderPanel({
  orders,
  failed,
  isLoading,
  isStaffView,
  renderAction,
  loadingText,
}: {
  orders: readonly Order[] | undefined;
  failed: boolean;
  isLoading: boolean;
  isStaffView: boolean;
  renderAction?: (candidate: ReorderCandidate) => ReactNode;
  loadingText: string;
}) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="due-for-reorder">
      <h2 id="due-for-reorder" className={styles.companyHeading}>
        {intl.formatMessage(m.dueTitle)}
      </h2>
      <p className={styles.context}>{intl.formatMessage(m.dueLead)}</p>
      {isStaffView ? (
        <InlineAlert type="info">{intl.formatMessage(m.dueChooseCompany)}</InlineAlert>
      ) : failed ? (
        <InlineAlert type="error" role="alert">
          {intl.formatMessage(m.dueFailed)}
        </InlineAlert>
      ) : isLoading || !orders ? (
        <p role="status">{loadingText}</p>
      ) : (
        <DueForReorderList candidates={dueToday(orders)} renderAction={renderAction} />
      )}
    </section>
  );
}
