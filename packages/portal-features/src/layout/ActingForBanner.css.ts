import { vars } from '@kundenportal/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/** In the flow above the page, never over it: the page's heading stays where it is. */
const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockEnd: '1px solid',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeBody,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
});

/** A chosen company stands out (warm tone): work done now lands on that customer. */
export const banner = styleVariants({
  customer: [base, { background: vars.color.warningSurface, borderColor: vars.color.warning }],
  staff: [base, { background: vars.color.brandSubtle, borderColor: vars.color.borderSubtle }],
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.text });
export const text = style({ margin: 0, flex: '1 1 16rem', fontWeight: vars.font.weightBold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
