import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

/** Above the page, as wide as its content: the page's heading moves down by the notice, never under it. */
export const notice = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingBlockStart: vars.space.large,
  paddingInline: vars.space.large,
});
