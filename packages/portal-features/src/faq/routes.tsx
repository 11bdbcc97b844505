/** The FAQ feature's door. */
export { FaqPage as Component } from './FaqPage';
