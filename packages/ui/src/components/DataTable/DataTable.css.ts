import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginBlockStart: vars.space.small,
});

const cellBase = {
  textAlign: 'start',
  // Long product names and material numbers break on a phone rather than push the page past the window.
  overflowWrap: 'anywhere',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
  verticalAlign: 'top',
} as const;

export const headerCell = style({ ...cellBase, fontWeight: vars.font.weightBold });
export const cell = style(cellBase);

/** Figures line up on their last digit and keep their unit on the same line. */
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' });

/** Controls that mean nothing on paper. */
export const hiddenInPrint = style({ '@media': { print: { display: 'none' } } });
