import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const popover = style({
  minWidth: '200px',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.modal,
  fontFamily: vars.font.family,
  outline: 'none',
});

export const menu = style({ padding: vars.space.xsmall, outline: 'none' });

export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    fontSize: vars.font.sizeBody,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.infoSurface },
      '&[data-focus-visible]': focusRingInset,
      '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    isDanger: {
      true: {
        color: vars.color.error,
        selectors: { '&[data-focused]': { background: vars.color.errorSurface } },
      },
      false: {},
    },
  },
  defaultVariants: { isDanger: false },
});
