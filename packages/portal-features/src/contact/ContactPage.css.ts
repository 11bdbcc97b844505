import { desktopQuery, mutedPanel, vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

// The contact person and the supplier's support beside the form on desktop, both above it on phones.
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: '1fr',
  gridTemplateAreas: '"person" "support" "form"',
  '@media': {
    [desktopQuery]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"person form" "support form"',
    },
  },
});
export const personArea = style({ gridArea: 'person' });
export const supportArea = style({ gridArea: 'support' });
export const formArea = style({ gridArea: 'form' });

export const panel = style({
  ...mutedPanel,
  padding: vars.space.large,
  alignSelf: 'start',
});

export const heading = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightBold,
  margin: `0 0 ${vars.space.medium}`,
});

export const lead = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.large}` });

export const form = style({ display: 'grid', gap: vars.space.medium });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
