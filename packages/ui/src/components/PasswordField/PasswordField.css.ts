import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { groupedInput, inputBox } from '../Field/field.css';

export const inputGroup = style([inputBox, { paddingBlock: 0, paddingInlineEnd: 0, gap: vars.space.xsmall }]);

export const visibilityToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: '42px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

// Edge adds its own reveal button to password inputs; ours replaces it.
export const passwordInput = style([groupedInput, { selectors: { '&::-ms-reveal': { display: 'none' } } }]);
