import { vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** In the header the selectors share one row with the other controls: label beside the field, bounded width. */
export const header = style({ maxWidth: '24rem', minWidth: 0 });

// The design system's field stacks label over control; the header only has room for one line.
globalStyle(`${header} > *`, {
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});
// 16rem where there is room; narrower (long names wrap) rather than over the language switch at 1024 px.
globalStyle(`${header} > * > button, ${header} > * > [role="group"]`, {
  flex: '0 1 16rem',
  width: '16rem',
  minWidth: '9rem',
  maxWidth: '100%',
});
// A long company name wraps in the field; two lines still fit the header's height with the smaller type.
globalStyle(`${header} > * > [role="group"]`, { fontSize: vars.font.sizeSmall });

/** In the side menu they take the menu's width under their label. */
export const menu = style({ width: '100%', paddingBlock: vars.space.xsmall });
