import { vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** In the header the selectors sit in one row with the other controls: no visible label, a bounded width. */
export const header = style({ width: '14rem', maxWidth: '100%' });

/** In the side menu they take the menu's width under a visible label. */
export const menu = style({ width: '100%', paddingBlock: vars.space.xsmall });

// The label stays for assistive tech (it names the control); the header only has room for the value.
globalStyle(`${header} label`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
