/** Customer companies and people of the demo data set. */
import type { ClientId, ProductCategory } from './types';

export interface CompanySeed {
  name: string;
  street: string;
  zip: string;
  city: string;
  focus: ProductCategory;
  /** The clients (tenants) it buys from; the main client when left out. */
  clients?: readonly ClientId[];
}

export const companies: readonly CompanySeed[] = [
  {
    name: 'Müller Industrietechnik GmbH',
    street: 'Heilbronner Straße 112',
    zip: '70191',
    city: 'Stuttgart',
    focus: 'industrial',
  },
  {
    name: 'Schneider Chemie AG',
    street: 'Industriestraße 41',
    zip: '67063',
    city: 'Ludwigshafen am Rhein',
    focus: 'chemical',
  },
  {
    name: 'Bäckerei Hofmann GmbH & Co. KG',
    street: 'Äußere Sulzbacher Straße 88',
    zip: '90491',
    city: 'Nürnberg',
    focus: 'food',
  },
  {
    name: 'Wagner Lebensmittelwerke GmbH',
    street: 'Eckendorfer Straße 17',
    zip: '33609',
    city: 'Bielefeld',
    focus: 'food',
  },
  {
    name: 'Becker Oberflächentechnik GmbH',
    street: 'Merscheider Straße 240',
    zip: '42699',
    city: 'Solingen',
    focus: 'chemical',
  },
  {
    name: 'Rheinische Kunststoffwerke GmbH',
    street: 'Emil-Hoffmann-Straße 9',
    zip: '50996',
    city: 'Köln',
    focus: 'industrial',
  },
  {
    name: 'Fischer Reinigungssysteme KG',
    street: 'Billbrookdeich 216',
    zip: '22113',
    city: 'Hamburg',
    focus: 'chemical',
    // Buys from both clients: the two-client demo customer's company, seen by the staff of either client.
    clients: ['client_kundenportal', 'client_staub'],
  },
  {
    name: 'Schulz Metallbau GmbH',
    street: 'Annaberger Straße 73',
    zip: '09111',
    city: 'Chemnitz',
    focus: 'industrial',
  },
  { name: 'Hansa Getränke GmbH', street: 'Am Tabakquartier 56', zip: '28197', city: 'Bremen', focus: 'food' },
  {
    name: 'Alpenmolkerei Weber eG',
    street: 'Füssener Straße 4',
    zip: '87437',
    city: 'Kempten (Allgäu)',
    focus: 'food',
  },
  {
    name: 'Neumann Farben & Lacke GmbH',
    street: 'Vahrenwalder Straße 205',
    zip: '30165',
    city: 'Hannover',
    focus: 'chemical',
  },
  {
    name: 'Krause Wasseraufbereitung GmbH',
    street: 'Torgauer Straße 231',
    zip: '04347',
    city: 'Leipzig',
    focus: 'chemical',
    // A customer of the second client only: the main client's staff never see it.
    clients: ['client_staub'],
  },
];

export const firstNames = {
  mister: [
    'Thomas',
    'Michael',
    'Andreas',
    'Stefan',
    'Jan',
    'Markus',
    'Tobias',
    'Florian',
    'Jürgen',
    'Lukas',
    'Matthias',
    'Sebastian',
    'Klaus',
    'Uwe',
    'Felix',
  ],
  miss: [
    'Sabine',
    'Julia',
    'Katharina',
    'Anna',
    'Claudia',
    'Monika',
    'Laura',
    'Petra',
    'Sandra',
    'Lena',
    'Nicole',
    'Birgit',
    'Jana',
    'Sophie',
    'Heike',
  ],
} as const;

export const lastNames = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Köhler',
  'Maier',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
] as const;

/** Sales staff who look after the customers (shown as contact person). */
export const contactPersons = [
  { name: 'Martina Vogel', email: 'martina.vogel@kundenportal.example', phone: '+49 621 58930-112' },
  { name: 'Holger Brandt', email: 'holger.brandt@kundenportal.example', phone: '+49 621 58930-127' },
  { name: 'Eva Lindner', email: 'eva.lindner@kundenportal.example', phone: '+49 621 58930-135' },
  { name: 'Ralf Seidel', email: 'ralf.seidel@kundenportal.example', phone: '+49 621 58930-148' },
] as const;
