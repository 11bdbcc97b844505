/** The layout's door: the frame every page renders in. */
export { PortalLayout } from './PortalLayout';
