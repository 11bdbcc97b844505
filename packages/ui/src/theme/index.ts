export { vars } from './contract.css';
export { focusRing, focusRingInset, focusRingOnDark } from './focusRing';
export { staubTokenValues } from './staubTokens';
export {
  mutedPanel,
  outlinedGroup,
  outlinedGroupCompact,
  raisedSurface,
  raisedSurfaceCompact,
} from './surfaces';
export {
  type Breakpoint,
  breakpoints,
  desktopQuery,
  headerWideQuery,
  largeQuery,
  mediumQuery,
  mobileBreakpoints,
  type ThemeTokens,
  tokenValues,
} from './tokens';
