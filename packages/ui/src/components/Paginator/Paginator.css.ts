import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const paginator = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    border: `2px solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.medium,
    background: vars.color.background,
    color: vars.color.brand,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeBody,
    fontWeight: vars.font.weightBold,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled])': {
        background: vars.color.infoSurface,
        borderColor: vars.color.brand,
      },
      '&[data-pressed]': { background: vars.color.infoSurface },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabled,
      },
    },
  },
  variants: {
    current: {
      true: {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.brandContrast,
        cursor: 'default',
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            background: vars.color.brand,
            borderColor: vars.color.brand,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { current: false },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  color: vars.color.textMuted,
});
