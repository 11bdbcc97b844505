import { desktopQuery, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': { [desktopQuery]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 });

/** Term and value side by side where there is room, stacked where not. */
export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  columnGap: vars.space.medium,
});

export const term = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

export const detail = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.text });

export const missing = style([detail, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const text = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.text });
