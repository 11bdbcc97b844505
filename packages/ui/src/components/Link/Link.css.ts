import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const linkVariants = ['inline', 'standalone', 'inverse'] as const;

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
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
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
    },
  },
  defaultVariants: { variant: 'inline' },
});
