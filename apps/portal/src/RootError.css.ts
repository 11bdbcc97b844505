import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

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
/** The support contact below the way home. */
export const contact = style({ marginTop: vars.space.xlarge });
