export {
  abortEditMessages,
  commonMessages,
  paginatorCurrentMessage,
  paginatorPageMessage,
} from './commonMessages';
