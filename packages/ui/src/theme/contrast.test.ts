import { describe, expect, it } from 'vitest';
import { tokenValues } from './tokens';

type ColorToken = keyof typeof tokenValues.color;

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}

function contrast(a: ColorToken, b: ColorToken): number {
  const [light, dark] = [luminance(tokenValues.color[a]), luminance(tokenValues.color[b])].sort(
    (x, y) => y - x,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
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

describe('colour tokens meet WCAG 2.2 AA', () => {
  it.each(textPairs)('%s on %s has 4.5:1 for text', (fore, back) => {
    expect(contrast(fore, back)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs)('%s on %s has 3:1 for UI parts', (fore, back) => {
    expect(contrast(fore, back)).toBeGreaterThanOrEqual(3);
  });
});
