import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const widget = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '200px',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });

export const heading = style({
  flex: 1,
  margin: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.font.sizeLarge,
  lineHeight: vars.font.lineHeightTight,
});

export const removeButton = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const body = style({ flex: '1 0 auto', padding: vars.space.medium });

export const emptyText = style({ margin: 0, color: vars.color.textMuted });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeletonLine = style({
  height: '1rem',
  borderRadius: vars.radius.small,
  background: vars.color.disabledSurface,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  selectors: { '&:nth-child(2)': { width: '80%' }, '&:nth-child(3)': { width: '60%' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const showAllLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brandHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
  },
});
