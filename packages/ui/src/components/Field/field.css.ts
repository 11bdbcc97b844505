import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

/** Styles shared by every form field, so all fields look and behave alike. */

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.error,
});

export const description = style({
  fontSize: vars.font.sizeSmall,
  lineHeight: vars.font.lineHeight,
  color: vars.color.textMuted,
});

export const errorMessage = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.font.lineHeight,
  color: vars.color.error,
});

/**
 * The bordered box of a text-like control. It is put on the `<input>`/`<textarea>` itself or on the RAC
 * `Group`/`DateInput` that wraps several parts, hence both the focus and the focus-within selectors.
 * Invalid fields get a thicker border too, so the state does not rest on colour alone.
 */
export const inputBox = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeightTight,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-invalid])': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible], &:has(input[data-focused])': focusRing,
    '&[data-invalid]': { borderColor: vars.color.error, boxShadow: `inset 0 0 0 1px ${vars.color.error}` },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledSurface,
      color: vars.color.disabled,
    },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

/** The `<input>` inside a grouped `inputBox`: the group draws border and focus ring. */
export const groupedInput = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
