import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { breakpoints, desktopQuery, headerWideQuery, largeQuery, mediumQuery } from '../../theme/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.small,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.family,
  '@media': { [desktopQuery]: { gap: vars.space.medium, paddingInline: vars.space.large } },
  // The brand stripe: primary with an accent end, the one strong colour moment of every page.
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height: '4px',
    background: `linear-gradient(90deg, ${vars.color.brand} 0 72%, ${vars.color.accent} 72% 100%)`,
  },
});

/** Pushes selectors and actions to the end of the bar. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  marginInlineEnd: 'auto',
  // With selectors beside it the logo keeps its room (it slid under the labels at 1024 px otherwise).
  '@media': { [headerWideQuery]: { flexShrink: 0 } },
});

export const logoLink = style({
  display: 'inline-flex',
  // The wordmark never wraps ('KUNDENPOR|TAL'): the selectors give way instead.
  flexShrink: 0,
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const logoImage = style({
  display: 'block',
  height: '32px',
  width: 'auto',
  '@media': { [desktopQuery]: { height: '40px' } },
});

/** From here customer and client selector fit one row with the slogan and the rest. */
const twoSelectorsInOneRowFrom = 1440;

/** On phones the slogan gives way to the icons; from large up there is room for it beside the wordmark. */
export const slogan = style({
  display: 'none',
  margin: 0,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  letterSpacing: vars.font.letterSpacingCaps,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  '@media': {
    [largeQuery]: { display: 'block' },
    [desktopQuery]: { fontSize: vars.font.sizeBody },
    // Below the desktop layout one selector needs the slogan's room (1024 px in Polish: the slogan pushed the
    // customer field over the language switch). With two, the selectors take a row of their own instead.
    [`screen and (max-width: ${breakpoints.xlarge - 0.02}px)`]: {
      selectors: { [`${header}[data-selectors="1"] &`]: { display: 'none' } },
    },
  },
});

/** The customer and client selectors: in the side menu below 1024 px, in the header from there. */
export const desktopSlots = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
  '@media': { [headerWideQuery]: { display: 'flex' } },
});

// Customer and client selector together do not fit one row below wide screens: they take a second row of the
// header, full width, rather than squeezing company names into slivers (or hiding the slogan).
globalStyle(`${header}[data-selectors="2"]`, {
  '@media': {
    [`${headerWideQuery} and (max-width: ${twoSelectorsInOneRowFrom - 0.02}px)`]: { flexWrap: 'wrap' },
  },
});
globalStyle(`${header}[data-selectors="2"] > ${desktopSlots}`, {
  '@media': {
    [`${headerWideQuery} and (max-width: ${twoSelectorsInOneRowFrom - 0.02}px)`]: {
      order: 1,
      flexBasis: '100%',
      justifyContent: 'flex-end',
      paddingBlockEnd: vars.space.small,
    },
  },
});

/** The language switch is a single icon button: it fits the header from the medium breakpoint up. */
export const languageSlot = style({
  display: 'none',
  '@media': { [mediumQuery]: { display: 'flex' } },
});

const touchTarget = '44px';

/**
 * The actions keep their place while the user, basket and favourites load: the box ends at the bar's end
 * and, on phones (name hidden, every action a 44 px icon), is as wide and high as its fullest state –
 * favourites, basket and user menu – so what arrives late fills it from the end without moving anything
 * that is already there (a layout shift on every logged-in page otherwise).
 */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  minBlockSize: touchTarget,
  // Two icon links, the user button on phones (padding, 24 px icon, gap, 16 px chevron) and two gaps.
  minInlineSize: `calc(2 * ${touchTarget} + 3 * ${vars.space.small} + 24px + 16px + 2 * ${vars.space.xsmall})`,
  '@media': { [headerWideQuery]: { minInlineSize: 'auto' } },
});

/** Keeps the user menu's place while the user loads (as high as the user button). */
export const userPlaceholder = style({
  display: 'inline-block',
  inlineSize: touchTarget,
  blockSize: touchTarget,
  '@media': { [headerWideQuery]: { inlineSize: '8rem' } },
});

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.medium,
  color: vars.color.brand,
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

export const iconLinkBadge = style({
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '0',
  display: 'flex',
});

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

/** The name stays in the accessibility tree but gives way on mobile. */
export const userName = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [headerWideQuery]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      maxWidth: '14rem',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      clip: 'auto',
    },
  },
});

export const userMenuPopover = style({
  minWidth: '200px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const userMenu = style({ padding: vars.space.xsmall, outline: 'none' });

export const userMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.infoSurface, color: vars.color.brand },
    '&[data-focus-visible]': focusRingInset,
  },
});
