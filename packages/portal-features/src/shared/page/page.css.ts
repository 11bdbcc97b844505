import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.large,
});

export const pageTitle = style({
  fontSize: vars.font.sizeHeading,
  lineHeight: vars.font.lineHeightTight,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.medium}`,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const lead = style({
  fontSize: vars.font.sizeLarge,
  color: vars.color.textMuted,
  margin: `0 0 ${vars.space.large}`,
});

export const sectionTitle = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `${vars.space.xlarge} 0 ${vars.space.medium}`,
});

/** Heading and the page's actions on one line where there is room. */
export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});
