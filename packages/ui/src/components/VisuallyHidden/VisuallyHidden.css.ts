import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown – react-aria's VisuallyHidden look, as a class instead of a style attribute. */
export const visuallyHidden = style({
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
});
