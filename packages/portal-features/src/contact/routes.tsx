/** The contact feature's door: /user/contact. */
export { ContactPage as Component, ContactPage } from './ContactPage';
