import { vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const screen = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.large,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});
export const code = style({
  fontSize: vars.font.sizeDisplay,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  margin: 0,
});
export const title = style({
  fontSize: vars.font.sizeHeading,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.medium}`,
});
export const link = style({
  color: vars.color.brand,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const home = style([link, { fontWeight: vars.font.weightBold }]);
export const stuck = style({ marginTop: vars.space.xlarge });
/** The support contact: label and value side by side, centred like the rest of the page. */
export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  textAlign: 'start',
});
globalStyle(`${contact} dt`, { color: vars.color.textMuted });
globalStyle(`${contact} dd`, { margin: 0 });
