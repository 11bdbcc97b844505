import { type ThemeTokens, tokenValues } from './tokens';

/**
 * The second theme: Staub Ingredients, the group's food-ingredients company. Its own colours (a berry primary, an
 * olive accent, warm neutrals, a blue focus ring), rounder corners and a humanist type; spacing, layers, sizes and
 * the type scale stay the group's. Status colours keep their meaning across brands, so only their pairings are
 * re-checked. Every pairing meets WCAG 2.2 AA like the default theme's (contrast.test.ts runs both).
 */
export const staubTokenValues = {
  ...tokenValues,
  color: {
    ...tokenValues.color,
    brand: '#7b2450',
    brandHover: '#5f1b3e',
    brandContrast: '#ffffff',
    brandStrong: '#4d1733',
    brandSubtle: '#f7ebf1',
    accent: '#4e6b1c',
    accentHover: '#3c5414',
    accentSubtle: '#eef4e2',
    accentOnDark: '#c2e08c',
    text: '#231f20',
    textMuted: '#5e565a',
    textOnDarkMuted: '#ead3df',
    surface: '#f8f5f3',
    border: '#80767b',
    borderSubtle: '#ddd6d9',
    /** Blue, not orange: the ring must stand apart from the berry primary and the olive accent. */
    focus: '#0b6fa4',
    focusOnDark: '#8fd3ff',
    info: '#1d5b8f',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    ...tokenValues.font,
    /** A humanist sans: Source Sans 3 where the app provides it, else the platform's UI face. */
    family:
      '"Source Sans 3", "Source Sans Pro", "Segoe UI", Ubuntu, Cantarell, "Noto Sans", "DejaVu Sans", system-ui, sans-serif',
    letterSpacingCaps: '0.04em',
  },
} as const satisfies ThemeTokens;
