import { focusRing, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
/**
 * At least the viewport below the header, so the footer starts below the fold: a page whose code or data
 * arrives late grows downwards without pushing a visible footer away (that was most of the dashboard's and
 * the search's layout shift, CLS 0.18 on a phone).
 */
export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
  minHeight: `calc(100vh - ${vars.size.headerHeight})`,
});
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
