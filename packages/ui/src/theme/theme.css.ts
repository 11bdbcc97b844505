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
});

export { vars };
