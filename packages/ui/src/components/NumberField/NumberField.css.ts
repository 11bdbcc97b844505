import { style } from '@vanilla-extract/css';
import { focusRingInset } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { groupedInput, inputBox } from '../Field/field.css';

export const inputGroup = style([inputBox, { paddingBlock: 0, paddingInlineEnd: 0, gap: vars.space.xsmall }]);

// Amounts line up by their last digit, as in tables and on order forms.
export const numberInput = style([groupedInput, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const unitSuffix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabled },
  },
});

export const steppers = style({ display: 'flex', flexShrink: 0, alignSelf: 'stretch' });

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  minHeight: '42px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.borderSubtle}`,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:last-child': {
      borderStartEndRadius: vars.radius.medium,
      borderEndEndRadius: vars.radius.medium,
    },
    '&[data-hovered]:not([data-disabled]), &[data-pressed]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { color: vars.color.disabled, cursor: 'not-allowed', background: 'transparent' },
  },
});
