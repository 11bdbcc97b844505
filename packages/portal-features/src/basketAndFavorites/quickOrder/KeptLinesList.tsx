import { useIntl } from '../../shared/i18n';
import type { KeptLine } from './keptLines';
import { quickOrderMessages as m, problemLine } from './messages';
import * as styles from './QuickOrder.css';

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

/** The lines the quick order kept, each with why: the box's description (`id`). */
export function KeptLinesList({ id, lines }: { id: string; lines: readonly KeptLine[] }) {
  const intl = useIntl();
  return (
    <div id={id} className={styles.problems}>
      <p className={styles.problemsTitle}>{intl.formatMessage(m.problemsTitle)}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {intl.formatMessage(problemLine, {
              line: line.raw.replace(/\t/g, ' '),
              reason: intl.formatMessage(reasonText[line.reason]),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
