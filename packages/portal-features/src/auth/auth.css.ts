import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const lead = style({ margin: 0, color: vars.color.text });

/** A form-level failure (wrong password, rejected registration): announced, and kept until the next try. */
export const formError = style({
  margin: 0,
  padding: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.error}`,
  background: vars.color.errorSurface,
  color: vars.color.error,
  fontWeight: vars.font.weightBold,
});

export const requiredHint = style({ margin: 0, fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

/** The way on to the other auth forms, under the submit button. */
export const otherWays = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

/** Two fields side by side where there is room (first and last name, zip and country). */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const message = style({ margin: `0 0 ${vars.space.medium}` });

/** What 'Passwort vergessen?' shows without the link login: the way to the support, under the other ways. */
export const supportHelp = style({ display: 'grid', gap: vars.space.small });
