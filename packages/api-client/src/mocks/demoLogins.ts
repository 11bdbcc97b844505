/** Demo accounts of the mock backend, one per kind of user the portal distinguishes. All share one password. */
import type { ClientId, RoleName } from './data/types';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * `hashPassword(DEMO_PASSWORD)` computed once: the seed is built synchronously and WebCrypto is asynchronous.
 * Every seeded account shares this one public password, so one salt is no loss; passwords set later (registration,
 * password change) each get their own salt. passwords.test.ts checks that it matches.
 */
export const DEMO_PASSWORD_HASH =
  'pbkdf2-sha256$20000$a7a6072b74aa1b9f1b1669a1f6b1180b$8b50cc0bab1dbf72cbb72904a5aeb936d17568cb9495a7659603c9e354405258';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  /** What the account shows in the portal. */
  description: string;
  roles: readonly RoleName[];
  clients: readonly ClientId[];
  /** Indexes into the seeded company list; staff see the companies of their clients through customer selection instead. */
  companyIndexes: readonly number[];
}

const login = (entry: Omit<DemoLogin, 'password'>): DemoLogin => ({ ...entry, password: DEMO_PASSWORD });

export const demoLogins: readonly DemoLogin[] = [
  login({
    email: 'kunde@kundenportal.example',
    name: 'Sabine Krüger',
    description: 'Customer with one company (Bäckerei Hofmann): basket, favourites, orders, documents.',
    roles: ['ROLE_CUSTOMER'],
    clients: ['client_kundenportal'],
    companyIndexes: [2],
  }),
  login({
    email: 'einkauf@kundenportal.example',
    name: 'Thomas Richter',
    description: 'Customer buying for three companies: customer selector in header and menu.',
    roles: ['ROLE_CUSTOMER'],
    clients: ['client_kundenportal'],
    companyIndexes: [1, 4, 10],
  }),
  login({
    email: 'zwei-mandanten@kundenportal.example',
    name: 'Jan Hartmann',
    description: 'Customer holding both clients (client_kundenportal and client_staub): client selector.',
    roles: ['ROLE_CUSTOMER'],
    clients: ['client_kundenportal', 'client_staub'],
    companyIndexes: [6, 0],
  }),
  login({
    email: 'staub@kundenportal.example',
    name: 'Laura Fuchs',
    description: 'Customer of the second client only (client_staub).',
    roles: ['ROLE_CUSTOMER'],
    clients: ['client_staub'],
    companyIndexes: [11],
  }),
  login({
    email: 'vertrieb@kundenportal.example',
    name: 'Martina Vogel',
    description:
      'Sales staff: selects any company of client_kundenportal (not the client_staub one), staff view.',
    roles: ['ROLE_SALES'],
    clients: ['client_kundenportal'],
    companyIndexes: [],
  }),
  login({
    email: 'admin@kundenportal.example',
    name: 'Holger Brandt',
    description:
      "Administrator: 'Admin Center' header, registrations, user management, customer selection of both clients' companies.",
    roles: ['ROLE_ADMIN'],
    clients: ['client_kundenportal', 'client_staub'],
    companyIndexes: [],
  }),
  login({
    email: 'keyuser@kundenportal.example',
    name: 'Katharina Lehmann',
    description: 'Key user: customer selection, staff view and user management.',
    roles: ['ROLE_KEYUSER'],
    clients: ['client_kundenportal'],
    companyIndexes: [],
  }),
  login({
    email: 'mitarbeiter@kundenportal.example',
    name: 'Stefan Keller',
    description: 'Employee (account role): registrations, customer selection, orders and documents.',
    roles: ['ROLE_ACCOUNT'],
    clients: ['client_kundenportal'],
    companyIndexes: [],
  }),
  login({
    email: 'ehs@kundenportal.example',
    name: 'Eva Lindner',
    description: 'EHS (environment, health, safety): customer selection, orders and documents.',
    roles: ['ROLE_EHS'],
    clients: ['client_kundenportal'],
    companyIndexes: [],
  }),
  login({
    email: 'notfall@kundenportal.example',
    name: 'Ralf Seidel',
    description: 'Emergency service: customer selection and documents only.',
    roles: ['ROLE_EMERGENCY'],
    clients: ['client_kundenportal'],
    companyIndexes: [],
  }),
];
