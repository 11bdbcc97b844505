import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
});
export const list = style({ margin: 0 });
export const question = style({ fontWeight: vars.font.weightBold, marginTop: vars.space.medium });
export const answer = style({ margin: `${vars.space.xsmall} 0 0`, maxWidth: '70ch' });
