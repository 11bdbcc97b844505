import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  padding: `${vars.space.xsmall} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const more = style({
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
