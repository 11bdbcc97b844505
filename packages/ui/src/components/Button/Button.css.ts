import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export const buttonSizes = ['small', 'medium'] as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    border: '2px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBody,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.font.lineHeightTight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 120ms, border-color 120ms',
    selectors: {
      '&[data-focus-visible]': focusRing,
      // Pending keeps the variant's colours (it is busy, not unavailable); the spinner says it is working.
      '&[data-pending]': { cursor: 'progress' },
      // `aria-disabled`: still focusable, so a blocked submit can say why it cannot be pressed.
      '&[data-disabled], &[aria-disabled="true"]:not([data-pending])': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabled,
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.brandContrast,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { background: vars.color.brandHover },
        },
      },
      secondary: {
        background: vars.color.background,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { background: vars.color.infoSurface },
        },
      },
      tertiary: {
        background: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { background: vars.color.surface },
        },
      },
      danger: {
        background: vars.color.error,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"]), &[data-pressed]:not([aria-disabled="true"])':
            { filter: 'brightness(0.9)' },
        },
      },
    },
    size: {
      small: { minHeight: '32px', paddingInline: vars.space.small, fontSize: vars.font.sizeSmall },
      medium: {},
    },
    iconOnly: { true: { paddingInline: vars.space.small, minWidth: vars.size.touchTarget }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', iconOnly: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  animation: `${spin} 0.8s linear infinite`,
  // Without motion the arc still marks the button as busy; it turns slowly instead of spinning.
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;
