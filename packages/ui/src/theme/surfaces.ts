import { vars } from './contract.css';

/**
 * The design system's surfaces, as style fragments an app spreads into its own layout styles (a card whose
 * inside is a grid, an article, a list item) – the look stays the theme's, the layout the app's. `Card` is the
 * component for a surface with a heading, body and footer. Contrast of text on each is checked in
 * contrast.test.ts (raised and muted are the theme's surface colours).
 */

/** A raised card: an item among others (a product, an order, a group of documents, a wizard's line). */
export const raisedSurface = {
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
} as const;

/** A compact raised card, for items listed densely (an order in the history). */
export const raisedSurfaceCompact = {
  ...raisedSurface,
  borderRadius: vars.radius.medium,
} as const;

/** A muted panel without a line: an introduction, a group of filters, a side panel on the page's ground. */
export const mutedPanel = {
  background: vars.color.surface,
  borderRadius: vars.radius.large,
} as const;

/** An outlined group on the page's ground (a fieldset, a filter form, a box that scrolls). */
export const outlinedGroup = {
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
} as const;

/** A compact outlined box (a search form above a list, a list that scrolls in its own box). */
export const outlinedGroupCompact = {
  ...outlinedGroup,
  borderRadius: vars.radius.medium,
} as const;
