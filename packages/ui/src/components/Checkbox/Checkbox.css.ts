import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme.css';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The clickable row: box and label. At least 44px high so the whole row is an easy target. */
export const checkboxButton = style({
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

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.brandContrast,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkboxButton}[data-selected] &, ${checkboxButton}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkboxButton}[data-focus-visible] &`]: focusRing,
    [`${checkboxButton}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkboxButton}[data-invalid][data-selected] &`]: { background: vars.color.error },
    [`${checkboxButton}[data-disabled] &`]: {
      borderColor: vars.color.disabled,
      background: vars.color.disabledSurface,
      color: vars.color.disabled,
    },
  },
});

/** Description and error line up with the label text, not with the box. */
export const indented = style({
  marginTop: '-8px',
  paddingInlineStart: `calc(24px + ${vars.space.small})`,
  selectors: { '&:empty': { display: 'none' } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const options = style({ display: 'flex', flexDirection: 'column' });
