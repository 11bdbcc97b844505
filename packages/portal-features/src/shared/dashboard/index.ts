export {
  type DashboardWidget,
  type DashboardWidgetId,
  type DashboardWidgetRegistry,
  type DashboardWidgetRenderProps,
  defaultWidgetOrder,
  widgetPage,
  widgetsInOrder,
} from './widgets';
