/**
 * The user's arrangement of dashboard widgets: their order and which ones they removed. Kept per user in this
 * browser; pure functions so the rules are tested without a browser.
 */
import { type DashboardWidgetId, defaultWidgetOrder } from '../shared/dashboard';

export interface WidgetLayout {
  /** Every widget id, in the user's order. */
  order: DashboardWidgetId[];
  /** The ones the user removed. */
  hidden: DashboardWidgetId[];
}

export const defaultLayout: WidgetLayout = { order: [...defaultWidgetOrder], hidden: [] };

const isWidgetId = (value: unknown): value is DashboardWidgetId =>
  typeof value === 'string' && (defaultWidgetOrder as readonly string[]).includes(value);

/** Reads a stored layout: unknown ids are dropped, widgets it does not know yet join at the end, visible. */
export function parseLayout(raw: unknown): WidgetLayout | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { order, hidden } = raw as { order?: unknown; hidden?: unknown };
  if (!Array.isArray(order) || !Array.isArray(hidden)) return undefined;
  const known = [...new Set(order.filter(isWidgetId))];
  return {
    order: [...known, ...defaultWidgetOrder.filter((id) => !known.includes(id))],
    hidden: [...new Set(hidden.filter(isWidgetId))],
  };
}

/** The widgets to show: in the user's order, not removed, among those available to this user. */
export function shownWidgets(
  layout: WidgetLayout,
  available: readonly DashboardWidgetId[],
): DashboardWidgetId[] {
  return layout.order.filter((id) => available.includes(id) && !layout.hidden.includes(id));
}

/** The removed widgets the user could add back, in the default order. */
export function addableWidgets(
  layout: WidgetLayout,
  available: readonly DashboardWidgetId[],
): DashboardWidgetId[] {
  return defaultWidgetOrder.filter((id) => available.includes(id) && layout.hidden.includes(id));
}

export function removeWidget(layout: WidgetLayout, id: DashboardWidgetId): WidgetLayout {
  return layout.hidden.includes(id) ? layout : { ...layout, hidden: [...layout.hidden, id] };
}

/** Adds a removed widget back, at the end, where the user sees it appear. */
export function addWidget(layout: WidgetLayout, id: DashboardWidgetId): WidgetLayout {
  return {
    order: [...layout.order.filter((other) => other !== id), id],
    hidden: layout.hidden.filter((other) => other !== id),
  };
}

/**
 * Moves a widget one place among the shown ones (`-1` up, `+1` down): it swaps with its visible neighbour, so
 * hidden or unavailable widgets never swallow a move.
 */
export function moveWidget(
  layout: WidgetLayout,
  id: DashboardWidgetId,
  direction: -1 | 1,
  available: readonly DashboardWidgetId[],
): WidgetLayout {
  const shown = shownWidgets(layout, available);
  const index = shown.indexOf(id);
  const neighbour = shown[index + direction];
  if (index < 0 || neighbour === undefined) return layout;
  const order = [...layout.order];
  const from = order.indexOf(id);
  const to = order.indexOf(neighbour);
  order[from] = neighbour;
  order[to] = id;
  return { ...layout, order };
}

export const isDefaultLayout = (layout: WidgetLayout) =>
  layout.hidden.length === 0 && layout.order.every((id, index) => id === defaultWidgetOrder[index]);
