import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { inputBox } from '../Field/field.css';

export const textArea = style([
  inputBox,
  {
    display: 'block',
    minHeight: '88px',
    lineHeight: vars.font.lineHeight,
    resize: 'vertical',
    appearance: 'none',
  },
]);

export const characterCount = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
