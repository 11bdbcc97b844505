export { LoadFailed, type LoadFailedProps } from './LoadFailed';
export { createLoadingCounter, type LoadingCounter } from './loadingCounter';
