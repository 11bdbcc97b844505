/** The home feature's door: the route modules the app loads lazily. */
export { HomePage as Component } from './HomePage';
