import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

// Wide tables (order positions, registrations) scroll sideways on mobile instead of squeezing columns.
export const scrollContainer = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
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

export const emptyState = style({ padding: vars.space.large });

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
