import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { inputBox } from '../Field/field.css';

export const trigger = style([
  inputBox,
  {
    justifyContent: 'space-between',
    gap: vars.space.small,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      // The trigger is a button: it shows the ring only for keyboard focus, like every other button.
      '&[data-focused]:not([data-focus-visible])': { outline: 'none' },
      '&[data-pressed]': { borderColor: vars.color.text },
      // react-aria flags only the Select root as invalid, not its trigger button.
      '[data-invalid] > &, [data-invalid] > &[data-hovered], [data-invalid] > &[data-pressed]': {
        borderColor: vars.color.error,
        boxShadow: `inset 0 0 0 1px ${vars.color.error}`,
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: 'transform 120ms',
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family,
});

export const listBox = style({
  padding: vars.space.xsmall,
  outline: 'none',
});

export const item = style({
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
    '&[data-focused], &[data-hovered]': { background: vars.color.infoSurface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed' },
  },
});

export const checkIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });

/** Keeps item texts aligned whether or not the check mark is shown. */
export const checkSpacer = style({ flexShrink: 0, width: '20px' });
