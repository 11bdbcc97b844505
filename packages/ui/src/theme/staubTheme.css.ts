import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { staubTokenValues } from './staubTokens';

/**
 * The Staub Ingredients theme as a class: it sets every variable of the contract `vars` for the element it is on
 * and everything inside. Put it on `<body>` (overlays – popovers, dialogs – are portalled there) to rebrand a
 * whole app; no component changes. Its rules ship in `@kundenportal/ui/styles.css`.
 */
export const staubTheme: string = createTheme(vars, staubTokenValues, 'staub');
