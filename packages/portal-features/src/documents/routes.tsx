/** The documents feature's door: /user/documents (its dashboard widget: widget.ts). */
export { DocumentsPage as Component, DocumentsPage } from './DocumentsPage';
