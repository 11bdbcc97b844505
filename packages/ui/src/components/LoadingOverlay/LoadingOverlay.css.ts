import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The wrapper only carries aria-busy; it adds no box of its own around the content. */
export const wrapper = style({ display: 'contents' });

/** Fixed, so showing it never moves the page underneath. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
});

export const spinner = style({
  width: '48px',
  height: '48px',
  border: `5px solid ${vars.color.borderSubtle}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.full,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
});
