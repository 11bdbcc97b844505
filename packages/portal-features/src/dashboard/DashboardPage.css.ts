import { desktopQuery, mediumQuery, mutedPanel, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const intro = style({
  ...mutedPanel,
  padding: vars.space.large,
  marginBottom: vars.space.large,
  selectors: {
    // Drawn before the user is known, but this browser's last user hid it (the inline boot script's mark).
    ':root[data-intro-hidden] &[data-intro-pending]': { display: 'none' },
  },
});

export const introTitle = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.small}`,
});

export const introText = style({ margin: `0 0 ${vars.space.medium}` });

export const introList = style({
  margin: `0 0 ${vars.space.medium}`,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const introToggle = style({ marginBottom: vars.space.medium });

export const widgets = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [mediumQuery]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktopQuery]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const widgetSlot = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 });

export const term = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const widgetsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  marginBottom: vars.space.medium,
});

export const widgetsTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const moveBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
});

export const note = style({ color: vars.color.textMuted, margin: 0 });

/**
 * Before the user is known (the route's shell, its hydration) the heading is the page's name – or, where this
 * browser knows its last user (the inline boot script of apps/portal/index.html marks the document and names them
 * in `--kp-last-user`), already the greeting with that name: the greeting taking its place then moves nothing.
 */
export const pendingTitle = style({
  selectors: { ':root[data-last-user] &': { display: 'none' } },
});
export const pendingGreeting = style({
  display: 'none',
  selectors: { ':root[data-last-user] &': { display: 'inline' } },
});
export const lastUserName = style({
  '::after': { content: 'var(--kp-last-user)' },
});
