/**
 * The dashboard's extension point (spec §2): widgets by id in the default order. A feature offers a widget as
 * a plain object of this shape from its `routes.tsx`; the app hands them to `DashboardPage` – features never
 * import the dashboard, and the dashboard never imports them.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import type { UserPage } from '../session';

export const defaultWidgetOrder = ['basket', 'favorites', 'order', 'search', 'document', 'profile'] as const;
export type DashboardWidgetId = (typeof defaultWidgetOrder)[number];

export interface DashboardWidgetRenderProps {
  /** The widget's title, already in the page's language. */
  title: string;
  /** Where the widget's heading fits into the dashboard's outline. */
  headingLevel: 3;
  /**
   * Hides the widget from the user's dashboard; pass both to `Widget` (`<Widget {...props}>` or explicitly) so
   * its remove button shows. The user gets it back through the dashboard's add-widget button.
   */
  onRemove: () => void;
  /** The remove button's accessible name, e.g. 'Dokumente entfernen'. */
  removeLabel: string;
}

export interface DashboardWidget {
  id: DashboardWidgetId;
  /** Names the widget in the dashboard and, later, in the add-widget choice. */
  title: MessageDescriptor;
  render(props: DashboardWidgetRenderProps): ReactNode;
}

/** Each widget belongs to a page: it shows only to users who may see that page (scope, staff view – spec §6). */
export const widgetPage: Record<DashboardWidgetId, UserPage> = {
  basket: 'basket',
  favorites: 'favorites',
  order: 'orders',
  search: 'search',
  document: 'documents',
  profile: 'profile',
};

export type DashboardWidgetRegistry = Partial<Record<DashboardWidgetId, DashboardWidget>>;

/** The registered widgets in the given order; ids without a widget are left out, not shown as placeholders. */
export function widgetsInOrder(
  registry: DashboardWidgetRegistry,
  order: readonly DashboardWidgetId[] = defaultWidgetOrder,
): DashboardWidget[] {
  return order.flatMap((id) => {
    const widget = registry[id];
    return widget ? [widget] : [];
  });
}
