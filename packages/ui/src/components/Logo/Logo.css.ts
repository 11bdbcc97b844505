import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';
import { mediumQuery } from '../../theme/tokens';

export const logo = recipe({
  base: { display: 'inline-flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 },
  variants: {
    size: {
      medium: { vars: { '--logo-signet': '32px' } },
      large: { vars: { '--logo-signet': '44px' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const signet = style({
  display: 'block',
  flexShrink: 0,
  width: 'var(--logo-signet)',
  height: 'var(--logo-signet)',
});

export const signetShape = recipe({
  variants: {
    tone: { onLight: { fill: vars.color.brand }, onDark: { fill: vars.color.brandContrast } },
  },
});

export const signetRing = recipe({
  base: { fill: 'none', strokeWidth: 2.75, strokeLinejoin: 'round' },
  variants: {
    tone: { onLight: { stroke: vars.color.brandContrast }, onDark: { stroke: vars.color.brandStrong } },
  },
});

export const signetCore = recipe({
  variants: {
    tone: { onLight: { fill: vars.color.accentOnDark }, onDark: { fill: vars.color.accent } },
  },
});

export const wordmark = recipe({
  base: {
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    fontFamily: vars.font.family,
    lineHeight: 1.05,
    letterSpacing: '0.01em',
  },
  variants: {
    tone: { onLight: { color: vars.color.brand }, onDark: { color: vars.color.textInverse } },
    size: {
      medium: {
        fontSize: vars.font.sizeBody,
        '@media': { [mediumQuery]: { fontSize: vars.font.sizeLarge } },
      },
      large: { fontSize: vars.font.sizeSubheading },
    },
    /** On phones the signet stands alone, leaving the header's room to its controls. */
    compact: {
      true: { display: 'none', '@media': { [mediumQuery]: { display: 'inline-flex' } } },
      false: {},
    },
  },
  defaultVariants: { tone: 'onLight', size: 'medium', compact: false },
});

export const wordmarkName = style({
  fontWeight: vars.font.weightBold,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacingCaps,
  // A long company name wraps at its spaces rather than pushing the header's controls off the screen.
  overflowWrap: 'anywhere',
});

export const descriptor = recipe({
  base: {
    fontSize: '0.7em',
    fontWeight: vars.font.weightRegular,
    letterSpacing: vars.font.letterSpacingCaps,
  },
  variants: {
    tone: { onLight: { color: vars.color.textMuted }, onDark: { color: vars.color.textOnDarkMuted } },
  },
});
