/** The dashboard's door to this feature: the profile widget, without the feature's pages (the dashboard loads only these). */
export { profileWidget } from './ProfileWidget';
