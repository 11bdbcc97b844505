import { vars } from './contract.css';

/**
 * The one focus ring, as style fragments for a `'&[data-focus-visible]'` (or `:focus-visible`) selector.
 * Every pairing it can land on is checked in contrast.test.ts (3:1 for UI parts, WCAG 1.4.11).
 */
export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/** Inside the element: for list and menu items, table rows and field buttons, whose outer ring would be clipped. */
export const focusRingInset = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.insetOffset,
} as const;

/** On the dark brand surface (footer, hero), where the orange ring would not stand out. */
export const focusRingOnDark = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusOnDark}`,
  outlineOffset: vars.focusRing.offset,
} as const;
