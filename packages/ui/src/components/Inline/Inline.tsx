import type { ReactNode } from 'react';
import type { Gap } from '../Stack/gap.css';
import { listRole } from '../Stack/Stack';
import { inline, type inlineAligns, type inlineAlignsY, type inlineElements } from './Inline.css';

export interface InlineProps {
  children: ReactNode;
  /** Space between the children, across and between lines, from the theme's space scale. */
  gap?: Gap;
  /** Horizontal distribution; 'between' pushes the first and last child to the edges. */
  align?: (typeof inlineAligns)[number];
  /** Vertical alignment of children of different heights. */
  alignY?: (typeof inlineAlignsY)[number];
  /** Whether children move onto a new line when they do not fit; on by default. */
  wrap?: boolean;
  /** 'ul' and 'ol' keep list semantics (children must be `<li>`). */
  as?: (typeof inlineElements)[number];
}

/** Lays its children out side by side with even space, wrapping onto more lines where they do not fit. */
export function Inline({
  children,
  gap = 'small',
  align = 'start',
  alignY = 'center',
  wrap = true,
  as: Element = 'div',
}: InlineProps) {
  return (
    <Element role={listRole(Element)} className={inline({ gap, align, alignY, wrap })}>
      {children}
    </Element>
  );
}
