import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { inputBox } from '../Field/field.css';
import { item as selectItem, popover as selectPopover } from '../Select/Select.css';

/** The bordered box; it grows with the wrapped copy of the text, the input lies over it. */
export const group = style([
  inputBox,
  {
    position: 'relative',
    alignItems: 'stretch',
    paddingBlock: 0,
    paddingInlineEnd: 0,
  },
]);

const wrapping = {
  overflowWrap: 'anywhere',
  hyphens: 'auto',
} as const;

export const display = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
  paddingBlock: vars.space.small,
  whiteSpace: 'normal',
  ...wrapping,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    // While typing, the input is shown; the copy keeps the box's height.
    [`${group}:focus-within &`]: { visibility: 'hidden' },
  },
});

export const input = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  insetInlineEnd: '44px',
  width: 'calc(100% - 44px)',
  margin: 0,
  paddingInline: vars.space.small,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  opacity: 0,
  selectors: {
    [`${group}:focus-within &`]: { opacity: 1 },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const button = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  minHeight: '42px',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled },
  },
});

export const chevron = style({
  width: '20px',
  height: '20px',
  transition: 'transform 120ms',
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

export const popover = style([
  selectPopover,
  {
    width: 'var(--trigger-width)',
    minWidth: 'min(20rem, calc(100vw - 16px))',
    maxHeight: 'min(24rem, var(--visual-viewport-height, 100vh))',
    display: 'flex',
    flexDirection: 'column',
  },
]);

export const listBox = style({
  padding: vars.space.xsmall,
  outline: 'none',
  overflow: 'auto',
  minHeight: 0,
});

export const item = style([
  selectItem,
  {
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'center',
    gap: 0,
    paddingBlock: vars.space.xsmall,
    ...wrapping,
  },
]);

export const itemLabel = style({ maxWidth: '100%' });

export const itemDetail = style({
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightRegular,
  color: vars.color.textMuted,
});

export const empty = style({
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeBody,
});

export const refine = style({
  margin: 0,
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
