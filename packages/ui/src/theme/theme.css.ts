import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { tokenValues } from './tokens';

/** The Kundenportal brand, and the few global rules every page needs. Imported once by the package entry. */
createGlobalTheme(':root', vars, tokenValues);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  background: vars.color.background,
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
  // Long German compounds and e-mail addresses break instead of pushing the page sideways on a phone.
  overflowWrap: 'break-word',
  hyphens: 'auto',
});
// Headings share the scale's tight leading and the bold cut; sizes come from each component or page style.
globalStyle('h1, h2, h3, h4', { fontWeight: vars.font.weightBold, lineHeight: vars.font.lineHeightTight });
// Form controls do not inherit the font by default: the brand face applies to them too.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });

export { vars };
