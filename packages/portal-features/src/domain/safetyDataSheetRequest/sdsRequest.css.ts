import { mediumQuery, outlinedGroupCompact, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });
export const product = style({ margin: 0 });
/** 33 countries would push the rest of the form far down: the list scrolls in its own box. */
export const scrollBox = style({
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space.small,
  ...outlinedGroupCompact,
});
export const chapters = style({});
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediumQuery]: { gridTemplateColumns: '1fr 1fr' } },
});
export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
