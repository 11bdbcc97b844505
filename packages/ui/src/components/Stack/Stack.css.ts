import { recipe } from '@vanilla-extract/recipes';
import { gapStyles } from './gap.css';

export const stackAligns = ['start', 'center', 'end', 'stretch'] as const;
export const stackElements = ['div', 'section', 'ul', 'ol'] as const;

export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    margin: 0,
    padding: 0,
    // As a list only the bullets and indent go; the component restores the list role Safari drops.
    listStyle: 'none',
  },
  variants: {
    gap: gapStyles,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { gap: 'medium', align: 'stretch' },
});
