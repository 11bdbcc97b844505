import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.medium });
export const muted = style({ margin: 0, color: vars.color.textMuted });
