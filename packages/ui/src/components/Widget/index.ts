export { Widget, type WidgetProps } from './Widget';
