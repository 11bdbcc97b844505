import type { DashboardWidgetRegistry } from '@kundenportal/portal-features';
import { DashboardPage } from '@kundenportal/portal-features/dashboard';
import { basketWidget, favoritesWidget } from '@kundenportal/portal-features/widgets/basketAndFavorites';
import { documentWidget } from '@kundenportal/portal-features/widgets/documents';
import { orderWidget } from '@kundenportal/portal-features/widgets/orders';
import { profileWidget } from '@kundenportal/portal-features/widgets/profile';
import { searchWidget } from '@kundenportal/portal-features/widgets/search';

/**
 * The dashboard with the widgets its features offer. Each comes through its feature's `widget.ts` door, not
 * its routes: the dashboard loads the widgets' code, never the basket's, orders' or documents' pages
 * (scripts/size.mjs measures this chunk as the dashboard's route).
 */
const widgets: DashboardWidgetRegistry = {
  basket: basketWidget,
  favorites: favoritesWidget,
  order: orderWidget,
  search: searchWidget,
  document: documentWidget,
  profile: profileWidget,
};

export function ComposedDashboard() {
  return <DashboardPage widgets={widgets} />;
}
