export { InlineAlert, type InlineAlertProps, type InlineAlertType } from './InlineAlert';
export { inlineAlertTypes } from './InlineAlert.css';
