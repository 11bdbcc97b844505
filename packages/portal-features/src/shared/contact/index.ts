export { type LegalLinks, type ShownSupportContact, useLegalLinks, useSupportContact } from './deployment';
export { supportMessages } from './messages';
export { SupportDetails, SupportWhenStuck } from './SupportDetails';
export { telHref } from './telHref';
