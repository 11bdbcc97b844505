import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const descriptionListLayouts = ['stacked', 'columns'] as const;

// The list responds to its own width, not the viewport's: it sits in full-width pages as well as in
// narrow cards and widgets.
const listContainer = createContainer();

export const list = style({
  containerName: listContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const group = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 },
  variants: {
    layout: {
      stacked: { selectors: { '& + &': { marginBlockStart: vars.space.medium } } },
      columns: {
        paddingBlock: vars.space.small,
        selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.borderSubtle}` } },
        '@container': {
          [`${listContainer} (min-width: 32rem)`]: {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
            gap: vars.space.medium,
            alignItems: 'baseline',
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const term = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});

export const detail = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
});
