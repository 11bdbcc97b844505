import { recipe } from '@vanilla-extract/recipes';
import { focusRing, focusRingOnDark } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const linkVariants = [
  'inline',
  'standalone',
  'inverse',
  'button',
  'buttonOnDark',
  'outlineOnDark',
] as const;

// Calls to action that navigate: links by role, buttons by look (44 px target, bold label).
const buttonLike = {
  display: 'inline-flex',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.large,
  border: '2px solid transparent',
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  textDecoration: 'none',
} as const;

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontFamily: 'inherit',
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      inline: { color: vars.color.brand, display: 'inline' },
      standalone: {
        color: vars.color.brand,
        fontWeight: vars.font.weightBold,
        textDecoration: 'none',
        minHeight: '24px',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      inverse: { color: vars.color.textInverse },
      button: {
        ...buttonLike,
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: { '&[data-hovered]': { background: vars.color.brandHover, textDecoration: 'none' } },
      },
      /** The primary action on the dark brand surface: white, so it is the brightest thing on it. */
      buttonOnDark: {
        ...buttonLike,
        background: vars.color.background,
        color: vars.color.brandStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentSubtle, textDecoration: 'none' },
          '&[data-focus-visible]': focusRingOnDark,
        },
      },
      outlineOnDark: {
        ...buttonLike,
        borderColor: vars.color.textInverse,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered]': { background: 'rgba(255, 255, 255, 0.12)', textDecoration: 'none' },
          '&[data-focus-visible]': focusRingOnDark,
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
