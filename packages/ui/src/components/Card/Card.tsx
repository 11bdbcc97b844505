import type { ReactNode } from 'react';
import * as styles from './Card.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CardProps {
  heading?: ReactNode;
  /** Fit the card into the page outline; defaults to 2. */
  headingLevel?: HeadingLevel;
  children: ReactNode;
  footer?: ReactNode;
}

/** A raised surface that groups related content, optionally under a heading and above a footer. */
export function Card({ heading, headingLevel = 2, children, footer }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.card}>
      {heading && <Heading className={styles.heading}>{heading}</Heading>}
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
