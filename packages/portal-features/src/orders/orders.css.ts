import { desktopQuery, outlinedGroupCompact, raisedSurfaceCompact, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const searchForm = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  padding: vars.space.medium,
  marginBlockEnd: vars.space.large,
  ...outlinedGroupCompact,
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const searchTitle = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const formActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const countLine = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.textMuted });

export const companyHeading = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `${vars.space.large} 0 ${vars.space.medium}`,
});

export const orderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const orderCard = style({ ...raisedSurfaceCompact, padding: vars.space.medium });

export const orderHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockEnd: vars.space.small,
});

export const orderTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockStart: vars.space.medium,
});

export const documentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const dueList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
export const dueItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});
export const dueReason = style({ margin: 0, color: vars.color.textMuted });
export const dueName = style({ margin: 0, fontWeight: vars.font.weightBold });

export const section = style({ marginBlockEnd: vars.space.large });

export const form = style({ display: 'grid', gap: vars.space.medium });
export const formButtons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const context = style({ margin: 0, color: vars.color.textMuted });

export const widgetList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
export const widgetMeta = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});
export const widgetDue = style({
  marginBlockStart: vars.space.medium,
  display: 'grid',
  gap: vars.space.small,
});
export const widgetDueTitle = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
});
