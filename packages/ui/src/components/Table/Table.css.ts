import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

/**
 * Wide tables (registrations, user management) scroll sideways on a phone instead of squeezing columns. Where
 * columns lie beyond an edge, a shadow on that edge says so: the classic scroll shadows – covers that scroll with
 * the content (`local`) over shadows that stay at the edges (`scroll`), so a shadow shows only where more is.
 */
export const scrollContainer = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  // The empty state below measures the visible width with container units.
  containerType: 'inline-size',
  backgroundColor: vars.color.background,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.background} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.background} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.22), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.22), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
});

const compactCell = { paddingInline: vars.space.small } as const;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeBody,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const header = style({ background: vars.color.surface });

export const column = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `2px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weightBold,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingInset,
    [`${table}[data-density=compact] &`]: compactCell,
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { background: vars.color.infoSurface },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const body = style({
  selectors: {
    '&[data-empty]': { textAlign: 'center', color: vars.color.textMuted },
  },
});

/** The empty state stays in view – the width the container shows – however wide the columns make the table. */
export const emptyState = style({
  padding: vars.space.large,
  position: 'sticky',
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: '100cqi',
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.borderSubtle}` },
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { background: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  verticalAlign: 'top',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset, [`${table}[data-density=compact] &`]: compactCell },
});
