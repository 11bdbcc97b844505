import { focusRing, vars } from '@kundenportal/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The page root; the print rules below apply only while an order detail is on screen. */
export const printable = style({});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginBlockEnd: vars.space.large,
});
export const noPrint = style({});
export const facts = style({ marginBlockEnd: vars.space.large });
export const documentButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'start',
  ':focus-visible': focusRing,
});

// The order on paper: no header, menu, footer or buttons; black on white; the table on full width.
globalStyle(
  `body:has(${printable}) header, body:has(${printable}) nav, body:has(${printable}) footer, body:has(${printable}) [role="banner"], body:has(${printable}) [role="contentinfo"]`,
  {
    '@media': { print: { display: 'none !important' } },
  },
);
globalStyle(`${printable} ${noPrint}, ${printable} button:not(${documentButton})`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`${printable}, ${printable} *`, {
  '@media': {
    print: { color: '#000 !important', background: '#fff !important', boxShadow: 'none !important' },
  },
});
globalStyle(`${printable} table`, { '@media': { print: { width: '100%', pageBreakInside: 'auto' } } });
globalStyle(`${printable} tr`, { '@media': { print: { pageBreakInside: 'avoid' } } });
globalStyle(`${printable} th, ${printable} td`, {
  '@media': { print: { border: '1px solid #000 !important' } },
});
