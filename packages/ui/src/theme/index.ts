export { vars } from './contract.css';
export {
  type Breakpoint,
  breakpoints,
  desktopQuery,
  headerWideQuery,
  largeQuery,
  mediumQuery,
  mobileBreakpoints,
  tokenValues,
} from './tokens';
