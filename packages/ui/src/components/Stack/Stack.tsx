import type { ReactNode } from 'react';
import type { Gap } from './gap.css';
import { stack, type stackAligns, type stackElements } from './Stack.css';

export interface StackProps {
  children: ReactNode;
  /** Space between the children, from the theme's space scale. */
  gap?: Gap;
  /** Horizontal alignment of the children; 'stretch' makes each as wide as the stack. */
  align?: (typeof stackAligns)[number];
  /** 'ul' and 'ol' keep list semantics (children must be `<li>`); 'section' wants an accessible name. */
  as?: (typeof stackElements)[number];
  /** Names a `section` so it becomes a landmark region. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Safari drops the list role of a list without bullets; saying it again keeps it. */
export function listRole(element: string) {
  return element === 'ul' || element === 'ol' ? 'list' : undefined;
}

/** Lays its children out top to bottom with even space between them. */
export function Stack({
  children,
  gap = 'medium',
  align = 'stretch',
  as: Element = 'div',
  ...aria
}: StackProps) {
  return (
    <Element {...aria} role={listRole(Element)} className={stack({ gap, align })}>
      {children}
    </Element>
  );
}
