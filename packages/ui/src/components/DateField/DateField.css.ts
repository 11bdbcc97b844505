import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';
import { inputBox } from '../Field/field.css';

export const dateInput = style([
  inputBox,
  {
    // Sized for DD.MM.YYYY; a date does not need the full width of a form column.
    width: 'auto',
    maxWidth: '100%',
    alignSelf: 'flex-start',
    minWidth: '10em',
    cursor: 'text',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-focus-within]': focusRing,
    },
  },
]);

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  caretColor: 'transparent',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-focused]': { background: vars.color.brand, color: vars.color.brandContrast },
    '&[data-disabled]': { color: vars.color.disabled },
  },
});
