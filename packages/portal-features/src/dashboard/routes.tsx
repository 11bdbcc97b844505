/** The dashboard feature's door: /user/dashboard, and the widget contract other features fill. */
export { DashboardPage, DashboardPage as Component, type DashboardPageProps } from './DashboardPage';
export {
  type DashboardWidget,
  type DashboardWidgetId,
  type DashboardWidgetRegistry,
  type DashboardWidgetRenderProps,
  defaultWidgetOrder,
} from './widgets';
