import { outlinedGroup, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  padding: vars.space.medium,
  ...outlinedGroup,
  background: vars.color.surface,
});

export const heading = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const problems = style({
  padding: vars.space.small,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
});

export const problemsTitle = style({ margin: 0, fontWeight: vars.font.weightBold });

export const result = style({ margin: 0, color: vars.color.text });
