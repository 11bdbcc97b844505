import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const radioField = style({ display: 'flex', flexDirection: 'column' });

/** The clickable row: circle and label, at least 44px high. */
export const radioButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: '10px',
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabled },
  },
});

export const circle = style({
  flexShrink: 0,
  width: '24px',
  height: '24px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.text },
    // A thick ring leaves a white dot: the selected state shows as a shape, not only as a colour.
    [`${radioButton}[data-selected] &`]: { borderWidth: '7px', borderColor: vars.color.brand },
    [`${radioButton}[data-focus-visible] &`]: focusRing,
    [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${radioButton}[data-disabled] &`]: {
      borderColor: vars.color.disabled,
      background: vars.color.disabledSurface,
    },
  },
});

/** An option's help text lines up with its label text. */
export const indented = style({ paddingInlineStart: `calc(24px + ${vars.space.small})`, marginTop: '-6px' });
