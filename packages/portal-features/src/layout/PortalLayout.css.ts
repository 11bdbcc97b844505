import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const body = style({ flex: 1, display: 'flex', alignItems: 'stretch', minWidth: 0 });
export const main = style({ flex: 1, minWidth: 0, outline: 'none' });
export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  zIndex: vars.zIndex.notification,
  padding: vars.space.small,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.font.weightBold,
  ':focus': { top: vars.space.small, outline: `3px solid ${vars.color.focus}` },
});
/** A wrapper that takes no box: the selector inside lays out as if it were not there. */
export const contents = style({ display: 'contents' });
