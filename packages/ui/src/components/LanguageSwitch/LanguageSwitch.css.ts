import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid transparent`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

/** In the side menu's trigger the name takes the row, the chevron sits at its end. */
export const sideMenuLabel = style({ flex: 1 });

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.modal,
});

export const menu = style({ outline: 'none', padding: vars.space.xsmall, minWidth: '180px' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: vars.font.weightBold },
  },
});
