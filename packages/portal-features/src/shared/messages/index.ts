export {
  abortEditMessages,
  commonMessages,
  labelledValue,
  labelledValueMessage,
  paginatorCurrentMessage,
  paginatorPageMessage,
} from './commonMessages';
