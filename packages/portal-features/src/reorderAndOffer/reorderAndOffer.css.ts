import { raisedSurface, vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const summary = style({ outline: 'none', marginBlockEnd: vars.space.large });
export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.large });
globalStyle(`${summaryList} a`, { color: 'inherit', textDecoration: 'underline' });

export const section = style({ marginBlockEnd: vars.space.xlarge });
export const sectionHeading = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.medium}`,
});
export const lead = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.text });
export const muted = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.textMuted });

export const lineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});
export const line = style({
  ...raisedSurface,
  padding: vars.space.medium,
  display: 'grid',
  gap: vars.space.medium,
});
export const lineHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const lineTitle = style({ fontSize: vars.font.sizeBody, fontWeight: vars.font.weightBold, margin: 0 });
export const lineMeta = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
export const fieldGrid = style({
  display: 'grid',
  gap: `${vars.space.medium} ${vars.space.large}`,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});
export const stack = style({ display: 'grid', gap: vars.space.medium });
export const reviewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
export const reviewList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.medium,
  flexWrap: 'wrap',
  alignItems: 'center',
});

/**
 * Printing the review prints the summary alone: everything else of the page (header, menu, wizard steps and
 * buttons) is hidden while a printable summary is on the page.
 */
export const printable = style({});
export const noPrint = style({});
globalStyle(`body:has(${printable}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printable}, ${printable} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(printable, {
  '@media': { print: { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0, inlineSize: '100%' } },
});
globalStyle(`${printable} ${noPrint}`, { '@media': { print: { display: 'none' } } });
export const addRow = style([actions, { marginBlockStart: vars.space.medium }]);
export const printOnly = style({
  display: 'none',
  fontSize: vars.font.sizeHeading,
  fontWeight: vars.font.weightBold,
  '@media': { print: { display: 'block', margin: `0 0 ${vars.space.large}` } },
});
