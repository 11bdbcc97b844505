/** Internal: the gap scale Stack and Inline share – the theme's space tokens, by name. */
import { vars } from '../../theme/theme.css';

export type Gap = keyof typeof vars.space;

export const gaps = Object.keys(vars.space) as Gap[];

export const gapStyles = Object.fromEntries(gaps.map((gap) => [gap, { gap: vars.space[gap] }])) as Record<
  Gap,
  { gap: string }
>;
