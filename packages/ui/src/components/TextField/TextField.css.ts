import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/field.css';

// iOS Safari draws its own inset shadow and rounded corners on inputs unless appearance is reset.
export const textInput = style([inputBox, { appearance: 'none' }]);
