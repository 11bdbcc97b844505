import { recipe } from '@vanilla-extract/recipes';
import { gapStyles } from '../Stack/gap.css';

export const inlineAligns = ['start', 'center', 'end', 'between'] as const;
export const inlineAlignsY = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineElements = ['div', 'ul', 'ol'] as const;

export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    gap: gapStyles,
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    alignY: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: 'small', align: 'start', alignY: 'center', wrap: true },
});
