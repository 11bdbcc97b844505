import { focusRing, mediumQuery, raisedSurface, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  marginBlockEnd: vars.space.large,
});

export const formField = style({ flex: '1 1 18rem', maxWidth: '40rem' });

/** Lines the button up with the input, below the label. */
export const formButton = style({
  '@media': {
    [mediumQuery]: { marginBlockStart: `calc(${vars.font.sizeBody} * 1.5 + ${vars.space.xsmall})` },
  },
});

// Title, then the status line under it: the status changes its text ('Suche läuft …', '37 Produkte gefunden')
// while the answer comes in, and beside the title its box moved with its width or wrapped to a new line.
export const resultsHeader = style({
  display: 'grid',
  gap: vars.space.xsmall,
  marginBlock: `${vars.space.large} ${vars.space.medium}`,
});

export const resultsTitle = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: 0,
  ':focus-visible': focusRing,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.medium} 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  ...raisedSurface,
  gridTemplateColumns: '1fr',
  '@media': { [mediumQuery]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const name = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  margin: `0 0 ${vars.space.xsmall}`,
  color: vars.color.text,
});

export const description = style({ margin: `0 0 ${vars.space.small}`, color: vars.color.text });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const fact = style({ display: 'flex', gap: vars.space.xsmall });
export const factTerm = style({ color: vars.color.textMuted });
export const factDetail = style({ margin: 0, fontWeight: vars.font.weightBold });

export const side = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const filesTitle = style({
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  margin: 0,
});

export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const file = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const fileLanguages = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const note = style({ marginBlock: vars.space.medium });
