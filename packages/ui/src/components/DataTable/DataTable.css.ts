import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const box = createContainer();

/** The rows fold where the table's own box is narrower than this, whatever the window (a card, a phone). */
const folded = `${box} (max-width: 36rem)`;

export const container = style({ containerName: box, containerType: 'inline-size' });

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

/** Folded: the header row is for screen readers only. */
export const head = style({
  '@container': {
    [folded]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({ '@container': { [folded]: { display: 'block' } } });

/** Folded: each row a block of its own, ruled off from the next. */
export const row = style({
  '@container': {
    [folded]: {
      display: 'block',
      paddingBlock: vars.space.xsmall,
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

/**
 * Folded: one line per column, its name (`data-label`) before its value. The name is drawn, not read: screen
 * readers announce the column header as in any table (the empty alternative text after `/`).
 */
export const bodyCell = style({
  '@container': {
    [folded]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(7rem, 40%) 1fr',
      gap: vars.space.small,
      textAlign: 'start',
      whiteSpace: 'normal',
      borderBlockEnd: 'none',
      paddingBlock: vars.space.xxsmall,
      selectors: {
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          fontWeight: vars.font.weightBold,
        },
      },
    },
  },
});
