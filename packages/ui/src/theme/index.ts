export { vars } from './contract.css';
export {
  type Breakpoint,
  breakpoints,
  desktopQuery,
  mediumQuery,
  mobileBreakpoints,
  tokenValues,
} from './tokens';
