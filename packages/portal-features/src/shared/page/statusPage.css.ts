import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

// The status pages' look – 404 and out of service (status/), the error page (errors/): code, heading and
// message centred.
export const status = style({ textAlign: 'center', paddingBlock: vars.space.xxlarge });
export const code = style({
  fontSize: vars.font.sizeDisplay,
  fontWeight: vars.font.weightBold,
  color: vars.color.brand,
  margin: 0,
});
export const message = style({ maxWidth: '60ch', marginInline: 'auto', marginBottom: vars.space.large });
export const actions = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
