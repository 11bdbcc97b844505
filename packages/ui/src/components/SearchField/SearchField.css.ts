import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { groupedInput, inputBox } from '../Field/field.css';

export const inputGroup = style([inputBox, { paddingBlock: 0, paddingInlineEnd: 0, gap: vars.space.small }]);

export const searchIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

// Chromium and Safari draw their own clear button and decoration on type="search"; ours replaces them.
export const searchInput = style([
  groupedInput,
  {
    minHeight: '42px',
    selectors: {
      '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' },
      '&::-webkit-search-decoration': { appearance: 'none' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);

export const clearButton = style({
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
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surface, color: vars.color.text },
    '&[data-focus-visible]': focusRingInset,
  },
});
