import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css';

export const badgeVariants = ['accent', 'brand', 'neutral'] as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeXSmall,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      accent: { background: vars.color.accent, color: vars.color.textInverse },
      brand: { background: vars.color.brand, color: vars.color.brandContrast },
      neutral: { background: vars.color.textMuted, color: vars.color.textInverse },
    },
  },
  defaultVariants: { variant: 'accent' },
});
