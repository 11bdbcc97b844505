/**
 * The applicant's answers of a registration (spec §3: reason and where they heard of us), labelled as the form
 * asks them: the registration form offers them, the staff's registration queue shows what was chosen.
 */
import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { RegistrationReason, WhereHeard } from '@kundenportal/api-client';

const m = defineMessages({
  reasonExistingCustomer: {
    id: 'auth.registration.reason.existingCustomer',
    defaultMessage: 'Ich bin bereits Kunde, habe aber keine Kundennummer',
  },
  reasonOrder: {
    id: 'auth.registration.reason.order',
    defaultMessage: 'Ich möchte ein Produkt bestellen oder anfragen',
  },
  reasonSdb: { id: 'auth.registration.reason.sdb', defaultMessage: 'Ich benötige Sicherheitsdatenblätter' },
  reasonNewCustomer: {
    id: 'auth.registration.reason.newCustomer',
    defaultMessage: 'Ich möchte Kunde werden',
  },
  reasonInterested: {
    id: 'auth.registration.reason.interested',
    defaultMessage: 'Ich bin allgemein interessiert',
  },
  reasonMisc: { id: 'auth.registration.reason.misc', defaultMessage: 'Sonstiges' },
  whereHeardContactPerson: {
    id: 'auth.registration.whereHeard.contactPerson',
    defaultMessage: 'Ansprechpartner',
  },
  whereHeardInfomail: { id: 'auth.registration.whereHeard.infomail', defaultMessage: 'Infomail' },
  whereHeardWebsite: { id: 'auth.registration.whereHeard.website', defaultMessage: 'Website' },
  whereHeardSocialMedia: { id: 'auth.registration.whereHeard.socialMedia', defaultMessage: 'Soziale Medien' },
  whereHeardWordOfMouth: { id: 'auth.registration.whereHeard.wordOfMouth', defaultMessage: 'Mundpropaganda' },
  whereHeardSearchEngine: { id: 'auth.registration.whereHeard.searchEngine', defaultMessage: 'Suchmaschine' },
  whereHeardOther: { id: 'auth.registration.whereHeard.other', defaultMessage: 'Sonstiges' },
  whereHeardNewsletter: { id: 'auth.registration.whereHeard.newsletter', defaultMessage: 'Newsletter' },
});

export const reasonLabels: Record<RegistrationReason, MessageDescriptor> = {
  'existing customer': m.reasonExistingCustomer,
  order: m.reasonOrder,
  sdb: m.reasonSdb,
  'new customer': m.reasonNewCustomer,
  interested: m.reasonInterested,
  misc: m.reasonMisc,
};

export const whereHeardLabels: Record<WhereHeard, MessageDescriptor> = {
  contact_person: m.whereHeardContactPerson,
  infomail: m.whereHeardInfomail,
  website: m.whereHeardWebsite,
  social_media: m.whereHeardSocialMedia,
  word_of_mouth: m.whereHeardWordOfMouth,
  search_engine: m.whereHeardSearchEngine,
  other: m.whereHeardOther,
  newsletter: m.whereHeardNewsletter,
};
