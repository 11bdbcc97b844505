import { desktopQuery, mediumQuery, mutedPanel, raisedSurface, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ marginBottom: vars.space.xlarge });

export const panel = style({
  ...mutedPanel,
  padding: vars.space.large,
  marginBottom: vars.space.xlarge,
});

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [mediumQuery]: { gridTemplateColumns: '2fr 1fr 1fr' },
    [desktopQuery]: { gridTemplateColumns: '2fr 1fr 1fr auto' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: `${vars.space.medium} 0`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall, margin: 0 });

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const group = style({ ...raisedSurface, padding: vars.space.medium });

export const groupHeading = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: 0,
});

export const files = style({ listStyle: 'none', margin: `${vars.space.medium} 0 0`, padding: 0 });

export const file = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: '1fr',
  alignItems: 'center',
  padding: `${vars.space.small} 0`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto' } },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  fontSize: vars.font.sizeSmall,
});

export const fact = style({ display: 'flex', gap: vars.space.xsmall });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const versions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
  fontSize: vars.font.sizeSmall,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const listEntry = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const entryText = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const newMark = style({
  display: 'inline-block',
  marginInlineStart: vars.space.small,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.accent,
  color: vars.color.textInverse,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
});

export const seenMark = style({ color: vars.color.success, fontSize: vars.font.sizeSmall });

export const sectionHeading = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.small}`,
});

export const widgetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const widgetEntry = style({ display: 'grid', gap: vars.space.xxsmall, overflowWrap: 'anywhere' });
