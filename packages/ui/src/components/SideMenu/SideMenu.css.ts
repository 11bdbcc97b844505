import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const desktopNav = style({
  width: vars.size.sideMenuWidth,
  flexShrink: 0,
  padding: vars.space.small,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.borderSubtle}`,
  fontFamily: vars.font.family,
  overflowY: 'auto',
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sideMenu,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  width: `min(85vw, ${vars.size.sideMenuWidth})`,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family,
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const drawerTop = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const drawerNav = style({ flex: 1, padding: vars.space.small, overflowY: 'auto' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionLabel = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.small} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const slot = style({ padding: vars.space.small });

/** Pushes an item's count bubble to the end of the row. */
export const itemBadge = style({ marginInlineStart: 'auto', display: 'inline-flex' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderInlineStart: '4px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeBody,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.borderSubtle },
    '&[data-focus-visible]': focusRingInset,
    '&[aria-current="page"]': {
      borderInlineStartColor: vars.color.brand,
      background: vars.color.infoSurface,
      color: vars.color.brand,
      fontWeight: vars.font.weightBold,
    },
  },
});
