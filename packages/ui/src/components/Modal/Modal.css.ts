import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
});

export const modal = style({
  display: 'flex',
  width: '90%',
  maxWidth: vars.size.modalMaxWidth,
  // dvh keeps the bottom of the dialog above mobile browser bars; vh is the fallback.
  maxHeight: ['90vh', '90dvh'],
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  background: vars.color.surfaceRaised,
});

// The dialog itself scrolls: its close button stays in reach (sticky title bar) and the scroll area
// always holds focusable content, so keyboard users can scroll it.
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.large,
  color: vars.color.text,
  outline: 'none',
});

export const titleBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  paddingBlock: vars.space.small,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
});

export const closeButton = style({
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
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
  },
});

export const body = style({ flex: '1 0 auto', padding: vars.space.large });

export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
});
