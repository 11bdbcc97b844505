export { vars } from './theme.css';
export {
  type Breakpoint,
  breakpoints,
  desktopQuery,
  mediumQuery,
  mobileBreakpoints,
  tokenValues,
} from './tokens';
