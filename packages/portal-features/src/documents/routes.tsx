/** The documents feature's door: /user/documents and the dashboard's document widget. */
export { DocumentsPage as Component, DocumentsPage } from './DocumentsPage';
export { documentWidget } from './DocumentWidget';
