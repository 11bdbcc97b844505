export { commonMessages, paginatorCurrentMessage, paginatorPageMessage } from './commonMessages';
