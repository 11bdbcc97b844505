import { vars } from '@kundenportal/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const stack = style({ display: 'grid', gap: vars.space.medium });

/** Several lines in one cell (name, company, e-mail, phone); a long address breaks rather than widen the table. */
export const lines = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The applicant's answers above the activation form, set apart from what staff decide. */
export const applicant = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  marginBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.borderSubtle}`,
});

export const applicantTitle = style({
  margin: 0,
  fontSize: vars.font.sizeBody,
  fontWeight: vars.font.weightBold,
});
