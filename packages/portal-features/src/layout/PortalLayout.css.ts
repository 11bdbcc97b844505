import { focusRing, vars } from '@kundenportal/ui/theme';
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
  // With the ring's gap: orange right beside the blue link would be 1.9:1.
  ':focus': { top: vars.space.small, ...focusRing },
});
/** A wrapper that takes no box: the selector inside lays out as if it were not there. */
export const contents = style({ display: 'contents' });
