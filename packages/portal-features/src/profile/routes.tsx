/** The profile feature's door: /user/profile. */
export { ProfilePage, ProfilePage as Component } from './ProfilePage';
