import { desktopQuery, mediumQuery, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.xlarge,
  marginBottom: vars.space.large,
});

export const advantages = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [mediumQuery]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktopQuery]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const advantage = style({
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
});

export const advantageTitle = style({
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.small}`,
});

export const advantageText = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const note = style({
  marginTop: vars.space.xlarge,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
