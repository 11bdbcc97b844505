import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `span` inside phrasing content (buttons, links, labels); `div` otherwise. */
  elementType?: 'div' | 'span';
}

/**
 * Text for screen readers only. Unlike react-aria's VisuallyHidden it hides by class, not by a style attribute:
 * markup rendered ahead of time (the prerendered pages) must keep to the CSP, which forbids inline styles.
 */
export function VisuallyHidden({ children, elementType: Element = 'div' }: VisuallyHiddenProps) {
  return <Element className={visuallyHidden}>{children}</Element>;
}
