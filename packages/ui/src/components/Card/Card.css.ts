import { style } from '@vanilla-extract/css';
import { raisedSurface } from '../../theme/surfaces';
import { vars } from '../../theme/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  ...raisedSurface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.medium} 0`,
  fontSize: vars.font.sizeLarge,
  lineHeight: vars.font.lineHeightTight,
});

export const body = style({ flex: '1 0 auto', padding: vars.space.medium });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
