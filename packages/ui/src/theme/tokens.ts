/** Raw token values: the single source for the theme contract, the docs page and non-CSS consumers. */
export const breakpoints = { small: 0, medium: 576, large: 768, xlarge: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;
/** small, medium and large count as mobile: the desktop layout starts at xlarge. */
export const mobileBreakpoints = ['small', 'medium', 'large'] as const satisfies readonly Breakpoint[];
export const desktopQuery = `screen and (min-width: ${breakpoints.xlarge}px)`;
export const mediumQuery = `screen and (min-width: ${breakpoints.medium}px)`;
export const largeQuery = `screen and (min-width: ${breakpoints.large}px)`;
/**
 * Not a layout breakpoint: from here (1024 px, a landscape tablet or a small laptop) the header has room for the
 * selectors and the user's name, while the side menu still collapses below xlarge.
 */
export const headerWideQuery = 'screen and (min-width: 1024px)';

/**
 * The Kundenportal theme's values – and, through `createThemeContract(tokenValues)` in contract.css.ts, the shape
 * of the theme contract `vars` every component reads. A theme sets every token of every group (`ThemeTokens`);
 * `staubTokenValues` (staubTokens.ts) is the second one. The groups:
 * - `color`: brand, accent, text, surfaces, lines, focus, status and disabled colours. Each text pairing the
 *   components use meets WCAG 2.2 AA (4.5:1), lines, icons and focus rings 3:1 – contrast.test.ts checks both themes.
 * - `space`: the spacing scale (padding, gaps, Stack and Inline).
 * - `radius`: corner radii of controls (`medium`), cards and dialogs (`large`), tags (`small`), pills (`full`).
 * - `shadow`: elevation of raised cards, popovers and dialogs.
 * - `font`: the face (`family`), weights, the type scale, line heights and the capitals' letter spacing.
 * - `zIndex`: the stacking order of sticky parts, header, side menu, dialogs, overlays and notifications.
 * - `focusRing`: width and offsets of the one focus ring (focusRing.ts).
 * - `size`: fixed measures – header height, side menu and dialog widths, content width, the smallest touch target.
 */
export const tokenValues = {
  /** Colours; a theme changes these first. Pairings and ratios: Tokens.mdx, contrast.test.ts. */
  color: {
    /** Primary: a deep industrial blue for actions, links and the header mark. */
    brand: '#00508c',
    brandHover: '#003b68',
    brandContrast: '#ffffff',
    /** The dark brand surface of the hero and the footer; text on it is textInverse or textOnDarkMuted. */
    brandStrong: '#003662',
    /** Tint for selected and highlighted areas; brand text on it stays AA. */
    brandSubtle: '#e8f0f7',
    /** Accent: a process teal (chemistry, food ingredients) for the signet, icons, count badges and highlights. */
    accent: '#00786d',
    accentHover: '#005e55',
    accentSubtle: '#e0f2ef',
    /** The accent where it sits on brandStrong. */
    accentOnDark: '#5fd3c4',
    text: '#1d1d1b',
    textMuted: '#545b62',
    textInverse: '#ffffff',
    textOnDarkMuted: '#c8d6e5',
    background: '#ffffff',
    surface: '#f3f5f7',
    surfaceRaised: '#ffffff',
    border: '#767f88',
    borderSubtle: '#d5dade',
    focus: '#c35a00',
    /** The focus ring on brandStrong, where the orange would not stand out. */
    focusOnDark: '#ffb259',
    success: '#1b6e30',
    successSurface: '#e3f3e7',
    error: '#b3261e',
    errorSurface: '#fbe9e8',
    info: '#00508c',
    infoSurface: '#e5eff7',
    warning: '#8a5a00',
    warningSurface: '#fff4d6',
    disabled: '#6c757d',
    disabledSurface: '#e9ecef',
    overlay: 'rgba(0, 0, 0, 0.45)',
  },
  /** The spacing scale: paddings, gaps and the `gap` of Stack and Inline. */
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  /** Corner radii: `small` tags and badges, `medium` buttons and fields, `large` cards and dialogs, `full` pills. */
  radius: { none: '0', small: '2px', medium: '4px', large: '8px', full: '9999px' },
  /** Elevation: `small` raised cards, `medium` popovers and menus, `large` dialogs and drawers. */
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.12)',
    medium: '0 2px 8px rgba(0, 0, 0, 0.16)',
    large: '0 8px 24px rgba(0, 0, 0, 0.24)',
  },
  /** Type: the face, its two weights, the scale (sizes), line heights and letter spacing of capitals. */
  font: {
    /**
     * Spec §9: DIN. A licensed DIN on the device wins; otherwise Barlow, the open DIN-like face the app
     * self-hosts, with a metric-matched local fallback while it loads (the app declares both @font-faces).
     */
    family:
      'DIN, "DIN Pro", "DIN Next LT Pro", "DIN 2014", Barlow, "Barlow Fallback", Arial, "Helvetica Neue", sans-serif',
    weightRegular: '400',
    weightBold: '700',
    /** The type scale (a major third from the 16px body), used for every text in the portal. */
    sizeXSmall: '0.75rem',
    sizeSmall: '0.875rem',
    sizeBody: '1rem',
    sizeLarge: '1.25rem',
    sizeSubheading: '1.5rem',
    sizeHeading: 'clamp(1.75rem, 1.45rem + 1.2vw, 2.25rem)',
    sizeDisplay: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
    lineHeight: '1.5',
    lineHeightTight: '1.2',
    /** Capitals set in DIN need air: eyebrows, table heads, badges. */
    letterSpacingCaps: '0.06em',
  },
  /** Stacking order, lowest first: page, sticky parts, header, side menu, dialogs, overlays, notifications. */
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    sideMenu: '300',
    modal: '1000',
    overlay: '1100',
    notification: '1200',
  },
  /**
   * The one focus ring (see focusRing.ts): 3px of `color.focus`. Outside the control it keeps a 2px gap, so the
   * ring's neighbours are the page on both sides (orange on a primary blue button alone would be 1.9:1); inside
   * list items and grouped fields, where an outer ring would be clipped, it sits on the item's own surface.
   */
  focusRing: { width: '3px', offset: '2px', insetOffset: '-3px' },
  /** Fixed measures of the layout and the smallest pointer target. */
  size: {
    headerHeight: '64px',
    sideMenuWidth: '280px',
    modalMaxWidth: '750px',
    contentMaxWidth: '1280px',
    /** The smallest pointer target of any control: WCAG 2.2 AA asks 24px (2.5.8), we keep 44px (AAA 2.5.5). */
    touchTarget: '44px',
  },
} as const;

/** What a theme provides: every token of every group of the contract, as a CSS value. */
export type ThemeTokens = {
  [Group in keyof typeof tokenValues]: { [Token in keyof (typeof tokenValues)[Group]]: string };
};
