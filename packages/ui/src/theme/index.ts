export { vars } from './contract.css';
export { focusRing, focusRingInset, focusRingOnDark } from './focusRing';
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
