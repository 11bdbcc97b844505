import type { ReactNode } from 'react';
import * as styles from '../reorderAndOffer.css';

/** A part of a wizard step under its own heading; `id` names the heading for links and tests. */
export function StepSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.section}>
      <h3 id={id} className={styles.sectionHeading}>
        {title}
      </h3>
      {children}
    </div>
  );
}
