export { createLoadingCounter, type LoadingCounter } from './loadingCounter';
