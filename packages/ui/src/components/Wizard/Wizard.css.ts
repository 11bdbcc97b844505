import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { desktopQuery } from '../../theme/tokens';

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const stepList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopQuery]: { flexDirection: 'row', gap: vars.space.large } },
});

export const stepItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.textMuted,
  },
  variants: {
    state: {
      completed: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weightBold },
      upcoming: {},
    },
  },
});

export const stepMarker = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weightBold,
    background: vars.color.background,
  },
  variants: {
    state: {
      completed: {
        borderColor: vars.color.success,
        background: vars.color.success,
        color: vars.color.textInverse,
      },
      current: {
        borderColor: vars.color.brand,
        background: vars.color.brand,
        color: vars.color.brandContrast,
      },
      upcoming: {},
    },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const stepCounter = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeSubheading,
  lineHeight: vars.font.lineHeightTight,
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const forwardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
