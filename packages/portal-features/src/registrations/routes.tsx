/** The registrations feature's door: /user/registrations (staff with ROLE_INTERNAL_REGISTRATION). */
export { RegistrationsPage as Component, RegistrationsPage } from './RegistrationsPage';
