import { desktopQuery, outlinedGroup, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.large });

export const filterForm = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  ...outlinedGroup,
});

export const filterTitle = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: 0,
});

export const filterFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const lines = style({ display: 'grid', gap: vars.space.xxsmall });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const form = style({ display: 'grid', gap: vars.space.large });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.medium,
  ...outlinedGroup,
  padding: vars.space.large,
  margin: 0,
});

export const legend = style({ fontWeight: vars.font.weightBold, padding: `0 ${vars.space.small}` });

export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [desktopQuery]: { gridTemplateColumns: '1fr 1fr' } },
});
