/**
 * The dashboard's extension point (spec §2): widgets by id in the default order. A feature offers a widget as
 * a plain object of this shape from its `routes.tsx`; the app hands them to `DashboardPage` – features never
 * import the dashboard, and the dashboard never imports them.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import { type DashboardWidgetId, widgetPage } from '../pages';

export type { DashboardWidgetId } from '../pages';

/** The order a new user's dashboard shows the widgets in: their pages' order in the page table. */
export const defaultWidgetOrder = Object.keys(widgetPage) as readonly DashboardWidgetId[];

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

export interface DashboardWidget<Id extends DashboardWidgetId = DashboardWidgetId> {
  id: Id;
  /** Names the widget in the dashboard and, later, in the add-widget choice. */
  title: MessageDescriptor;
  render(props: DashboardWidgetRenderProps): ReactNode;
}

/**
 * The app's widgets (apps/portal/src/dashboard.tsx): one for every id the page table's rows give, under that id –
 * a row's widget the registry lacks fails the type check, naming it. Stories hand `DashboardPage` a few.
 */
export type DashboardWidgetRegistry = { [Id in DashboardWidgetId]: DashboardWidget<Id> };

/** The registered widgets in the given order; ids without a widget are left out, not shown as placeholders. */
export function widgetsInOrder(
  registry: Partial<DashboardWidgetRegistry>,
  order: readonly DashboardWidgetId[] = defaultWidgetOrder,
): DashboardWidget[] {
  return order.flatMap((id) => {
    const widget = registry[id];
    return widget ? [widget] : [];
  });
}
