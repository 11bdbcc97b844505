import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { staubTokenValues } from './staubTokens';
import { type ThemeTokens, tokenValues } from './tokens';

type ColorToken = keyof ThemeTokens['color'];
type Colors = ThemeTokens['color'];

function contrast(colors: Colors, a: ColorToken, b: ColorToken): number {
  return contrastRatio(colors[a], colors[b]);
}

// Every pairing the components use: text needs 4.5:1 (AA), lines, icons and focus rings 3:1.
const textPairs: [ColorToken, ColorToken][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['brand', 'background'],
  ['brand', 'surface'],
  ['brand', 'brandSubtle'],
  // The secondary button's hover surface.
  ['brand', 'infoSurface'],
  ['brandContrast', 'brand'],
  ['brandContrast', 'brandHover'],
  ['textInverse', 'brandStrong'],
  ['textOnDarkMuted', 'brandStrong'],
  ['accentOnDark', 'brandStrong'],
  ['textInverse', 'accent'],
  ['textInverse', 'accentHover'],
  ['accent', 'background'],
  ['accent', 'accentSubtle'],
  ['success', 'successSurface'],
  ['error', 'errorSurface'],
  ['error', 'background'],
  ['info', 'infoSurface'],
  ['warning', 'warningSurface'],
];
// Not listed: disabled on disabledSurface (3.95:1) – WCAG 1.4.3 exempts inactive controls, and they must look inactive.
const uiPairs: [ColorToken, ColorToken][] = [
  ['border', 'background'],
  ['focus', 'background'],
  ['focus', 'surface'],
  // The inset ring lands on item and banner surfaces: hovered or selected items, notices, disabled fields.
  ['focus', 'brandSubtle'],
  ['focus', 'infoSurface'],
  ['focus', 'accentSubtle'],
  ['focus', 'successSurface'],
  ['focus', 'errorSurface'],
  ['focus', 'warningSurface'],
  ['focus', 'disabledSurface'],
  ['focusOnDark', 'brandStrong'],
];

const themes: [string, Colors][] = [
  ['Kundenportal', tokenValues.color],
  ['Staub Ingredients', staubTokenValues.color],
];

describe.each(themes)('%s: colour tokens meet WCAG 2.2 AA', (_theme, colors) => {
  it.each(textPairs)('%s on %s has 4.5:1 for text', (fore, back) => {
    expect(contrast(colors, fore, back)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s on %s has 3:1 for UI parts', (fore, back) => {
    expect(contrast(colors, fore, back)).toBeGreaterThanOrEqual(3);
  });
});
