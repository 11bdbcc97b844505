import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { tokenValues } from './tokens';

/** The theme contract: components read only these variables, so a brand is one `createGlobalTheme` call. */
export const vars = createThemeContract(tokenValues);

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
