export { PageWidget, type PageWidgetProps } from './PageWidget';
export {
  type DashboardWidget,
  type DashboardWidgetId,
  type DashboardWidgetRegistry,
  type DashboardWidgetRenderProps,
  defaultWidgetOrder,
  widgetsInOrder,
} from './widgets';
