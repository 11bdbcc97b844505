import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  marginBlockEnd: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const description = style({
  maxWidth: '40rem',
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight,
});

export const action = style({ marginBlockStart: vars.space.small });
