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
  // Focused by the app after a page change, not by the user: no outline jumps onto a heading.
  ':focus': { outline: 'none' },
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
