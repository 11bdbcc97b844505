import { createThemeContract } from '@vanilla-extract/css';
import { tokenValues } from './tokens';

/** The theme contract: components read only these variables, so a brand is one `createGlobalTheme` call. */
export const vars = createThemeContract(tokenValues);
