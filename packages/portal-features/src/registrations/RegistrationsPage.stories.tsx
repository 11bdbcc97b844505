import type { Registration } from '@kundenportal/api-client';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { roleRequiredMessage } from '../domain/roles/roleMessages';
import { commonMessages } from '../shared/messages/commonMessages';
import {
  choose,
  expectNotice,
  findDialog,
  firstAppearance,
  freshLoginAs,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderGuardedScreen,
  renderScreen,
  servicesOf,
  storyHttp,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { registrationMessages } from './messages';
import { RegistrationsPage } from './RegistrationsPage';

const admin = 'admin@kundenportal.example';

const meta = {
  title: 'Screens/Registrations',
  component: RegistrationsPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [freshLoginAs(admin)],
  render: renderScreen(() => <RegistrationsPage />, { url: '/user/registrations' }),
} satisfies Meta<typeof RegistrationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = () =>
  screen.findByRole('grid', { name: storyText(registrationMessages.tableLabel) }, firstAppearance);
const dataRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
/** The first request of an existing customer that names no role: staff must choose one. */
async function customerRow() {
  await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(1), firstAppearance);
  const row = (await dataRows()).find((candidate) => candidate.textContent?.includes('Bestandskunde'));
  if (!row) throw new Error('The seed has no existing customer waiting.');
  return row;
}
const nameIn = (row: HTMLElement) => row.querySelector('strong')?.textContent ?? '';

/** Admin: the seeded queue, newest first, with every column of spec §2 and both actions per request. */
export const FullQueue: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: storyText(registrationMessages.title) }),
    ).toBeVisible();
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Datum',
      'Kontaktdaten',
      'Kundennummer',
      'Land-PLZ',
      'Bereich',
      'Neu / Ablehnen',
      'Mandant',
      'Zu vergebende Rolle',
    ]);
    await waitFor(async () => expect(await dataRows()).toHaveLength(14), firstAppearance);
    await expect(screen.getByText('14 offene Anfragen')).toBeVisible();
    const first = (await dataRows())[0] as HTMLElement;
    await expect(within(first).getAllByRole('rowheader')[0]).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(
      within(first).getByRole('button', { name: `Registrierung von ${nameIn(first)} aktivieren` }),
    ).toBeEnabled();
    await expect(
      within(first).getByRole('button', { name: `Registrierung von ${nameIn(first)} ablehnen` }),
    ).toBeEnabled();
    // 14 fit one page: no paginator.
    await expect(
      screen.queryByRole('navigation', { name: storyText(commonMessages.paginatorNav) }),
    ).toBeNull();
    await waitFor(() => expect(document.title).toBe('Registrierungsanfragen – Kundenportal'));
  },
};

/** The column headers of the queue's table. */
const headersOf = async () =>
  within(await table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/**
 * A backend without the activation and deny calls (neither in config.json's capabilities): the queue stays with
 * all its requests and columns, but offers no decision – no buttons, no action column – and the lead says where
 * the decision is taken instead.
 */
export const DecidedElsewhere: Story = {
  loaders: [freshLoginAs(admin, { without: ['activateRegistration', 'denyRegistration'] })],
  play: async () => {
    await waitFor(async () => expect(await dataRows()).toHaveLength(14), firstAppearance);
    await expect(screen.getByText(storyText(registrationMessages.leadDecidedElsewhere))).toBeVisible();
    await expect(screen.queryByText(/Aktivieren Sie den Benutzer/)).toBeNull();
    await expect(await headersOf()).toEqual([
      'Datum',
      'Kontaktdaten',
      'Kundennummer',
      'Land-PLZ',
      'Bereich',
      'Mandant',
      'Zu vergebende Rolle',
    ]);
    await expect(within(await table()).queryByRole('button')).toBeNull();
    await expect(screen.queryByRole('button', { name: /aktivieren$|ablehnen$/ })).toBeNull();
  },
};

/** A backend lacking one of the two decisions: its button goes, the other stays, and the lead says where it is taken. */
const oneDecision = (lacks: 'activateRegistration' | 'denyRegistration', lead: RegExp): Story => {
  const [offered, missing] =
    lacks === 'denyRegistration' ? ['aktivieren', 'ablehnen'] : ['ablehnen', 'aktivieren'];
  return {
    loaders: [freshLoginAs(admin, { without: [lacks] })],
    play: async () => {
      const row = await customerRow();
      await expect(
        within(row).getByRole('button', { name: `Registrierung von ${nameIn(row)} ${offered}` }),
      ).toBeEnabled();
      await expect(within(row).queryByRole('button', { name: new RegExp(`${missing}$`) })).toBeNull();
      await expect(screen.getByText(lead)).toBeVisible();
      await expect(await headersOf()).toContain(storyText(registrationMessages.columnActions));
    },
  };
};

/** Only the deny call missing: each request can be activated, none denied. */
export const ActivateOnly: Story = oneDecision(
  'denyRegistration',
  /abgelehnt werden Anfragen nicht in diesem Portal, sondern im Backoffice/,
);

/** Only the activation call missing: requests can be denied, not activated. */
export const DenyOnly: Story = oneDecision(
  'activateRegistration',
  /Aktiviert werden Benutzer nicht in diesem Portal, sondern im Backoffice/,
);

/**
 * The employee role (ROLE_ACCOUNT) holds the registration scope too, for the main client only: it sees that
 * client's ten requests (none of client_staub's four) and is offered only the roles and client it may grant.
 */
export const Employee: Story = {
  loaders: [freshLoginAs('mitarbeiter@kundenportal.example')],
  play: async () => {
    await waitFor(async () => expect(await dataRows()).toHaveLength(10), firstAppearance);
    for (const row of await dataRows()) await expect(row).not.toHaveTextContent('Staub');
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: /aktivieren$/ }));
    const dialog = await findDialog(`Benutzer aktivieren: ${nameIn(row)}`);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.role) }),
    );
    const roles = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(roles.map((option) => option.textContent)).toEqual([
      'Mitarbeiter',
      'Kunde',
      'EHS (Umwelt, Gesundheit, Sicherheit)',
      'Notfalldienst',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyTextPattern(registrationMessages.columnClient) }),
    );
    const clients = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(clients.map((option) => option.textContent)).toEqual(['Kundenportal-Gruppe']);
    await userEvent.keyboard('{Escape}');
  },
};

export const EmptyQueue: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /registrations', 'empty');
  },
  play: async () => {
    await expect(
      await screen.findByText(storyText(registrationMessages.empty), {}, firstAppearance),
    ).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** Spec §8: a failing fetch gives an empty list – and says so, with a way to try again. */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /registrations', 'serverError');
  },
  play: async () => {
    const alert = await screen.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(registrationMessages.loadFailed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeEnabled();
    await expect(await dataRows()).toHaveLength(1);
  },
};

function fakeRegistration(index: number): Registration {
  return {
    id: 9000 + index,
    created_at: new Date(Date.UTC(2026, 9, 30 - index, 9)).toISOString(),
    status: 'new',
    customer_type: 'existing_customer',
    email: `antrag${index}@example.com`,
    salutation: 'mister',
    first_name: 'Antrag',
    last_name: `Nummer ${index}`,
    company_name: `Firma ${index} GmbH`,
    customer_numbers: ['100234'],
    sales_areas: [],
    phone_number: '+49 30 1234567',
    country: 'DEU',
    zip: '10115',
    language: 'de',
    client: 'client_kundenportal',
    requested_roles: [],
  };
}

let listRequests: RecordedRequest[] = [];

/** 20 requests: 15 on the first page, 5 on the second; the page lives in the URL. */
export const Paged: Story = {
  beforeEach({ msw }) {
    listRequests = [];
    msw.use(
      storyHttp.get('/registrations', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        listRequests.push({ query, body: undefined });
        const page = Number(query.get('page') ?? 1);
        const all = Array.from({ length: 20 }, (_, index) => fakeRegistration(index + 1));
        const results = all.slice((page - 1) * 15, page * 15);
        return response(200).json({
          results,
          page,
          pages: 2,
          limit: 15,
          count: 20,
          next_page: page < 2 ? page + 1 : null,
          previous_page: page > 1 ? page - 1 : null,
          first_page: 1,
          last_page: 2,
        });
      }),
    );
  },
  play: async () => {
    await waitFor(async () => expect(await dataRows()).toHaveLength(15), firstAppearance);
    await expect(listRequests[0]?.query.get('limit')).toBe('15');
    const nav = screen.getByRole('navigation', { name: storyText(commonMessages.paginatorNav) });
    await userEvent.click(within(nav).getByRole('button', { name: storyText(commonMessages.paginatorNext) }));
    await waitFor(async () => expect(await dataRows()).toHaveLength(5));
    await expect(location()).toHaveTextContent('/user/registrations?page=2');
    await expect(listRequests.at(-1)?.query.get('page')).toBe('2');
    await expect((await dataRows())[0]).toHaveTextContent('Antrag Nummer 16');
  },
};

/** Activation without a role is refused before anything is sent (spec §5). */
export const ActivationWithoutRole: Story = {
  beforeEach({ msw }) {
    listRequests = recordRequests(msw, 'post', '/registrations/{id}/activate');
  },
  play: async () => {
    const row = await customerRow();
    const name = nameIn(row);
    await userEvent.click(within(row).getByRole('button', { name: `Registrierung von ${name} aktivieren` }));
    const dialog = await findDialog(`Benutzer aktivieren: ${name}`);
    // Client and customer numbers come from the request; the role is for staff to choose.
    await expect(
      (
        within(dialog).getByRole('textbox', {
          name: storyTextPattern(registrationMessages.customerNumbers),
        }) as HTMLInputElement
      ).value,
    ).toMatch(/^\d{6}(;\d{6})*$/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(registrationMessages.activateSubmit) }),
    );
    await expect(await within(dialog).findByText(storyText(roleRequiredMessage))).toBeVisible();
    await expect(listRequests).toHaveLength(0);
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** Before deciding, staff read what the applicant told us: reason, its explanation, where they heard of us. */
export const ApplicantAnswers: Story = {
  play: async () => {
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(1), firstAppearance);
    const row = (await dataRows()).find((candidate) => candidate.textContent?.includes('Neukunde'));
    if (!row) throw new Error('The seed has no new customer waiting.');
    await userEvent.click(within(row).getByRole('button', { name: /aktivieren$/ }));
    const dialog = await findDialog(`Benutzer aktivieren: ${nameIn(row)}`);
    await expect(
      within(dialog).getByRole('heading', { name: storyText(registrationMessages.applicantSection) }),
    ).toBeVisible();
    const answers = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(answers).toContain(storyText(registrationMessages.applicantReason));
    await expect(answers).toContain(storyText(registrationMessages.applicantHeard));
    await expect(answers).toContain(storyText(registrationMessages.applicantClient));
    const reason = within(dialog).getByText(
      storyText(registrationMessages.applicantReason),
    ).nextElementSibling;
    await expect(reason?.textContent).toMatch(/^Ich /);
    await expect(reason?.textContent).not.toBe(storyText(registrationMessages.applicantNotGiven));
  },
};

/** Staff correct the applicant's customer numbers: the registration rules apply. */
export const ActivationInvalidCustomerNumbers: Story = {
  play: async () => {
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: /aktivieren$/ }));
    const dialog = await findDialog(`Benutzer aktivieren: ${nameIn(row)}`);
    const numbers = within(dialog).getByRole('textbox', {
      name: storyTextPattern(registrationMessages.customerNumbers),
    });
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '10023a');
    await userEvent.tab();
    await expect(
      await within(dialog).findByText('Die Kundennummer darf nur numerische Zeichen enthalten.'),
    ).toBeVisible();
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '100234;1005');
    await userEvent.tab();
    await expect(await within(dialog).findByText('Die Kundennummer muss 6-stellig sein.')).toBeVisible();
  },
};

/** With a role the user is created; the notice says so and the request leaves the queue. */
export const ActivationWithRole: Story = {
  beforeEach({ msw }) {
    listRequests = recordRequests(msw, 'post', '/registrations/{id}/activate');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const row = await customerRow();
    const name = nameIn(row);
    const numbers = within(row).getAllByRole('gridcell')[1]?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: /aktivieren$/ }));
    const dialog = await findDialog(`Benutzer aktivieren: ${name}`);
    await choose(dialog, storyText(registrationMessages.role), 'Kunde');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(registrationMessages.activateSubmit) }),
    );
    await expectNotice(services, storyText(registrationMessages.activated));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(listRequests[0]?.body).toMatchObject({
      roles: ['ROLE_CUSTOMER'],
      customer_numbers: numbers.match(/\d{6}/g),
    });
    await waitFor(async () => expect(await dataRows()).toHaveLength(13));
    await expect(screen.queryByText(name)).toBeNull();
  },
};

/** The server refuses (an unknown customer number): the notice, the reason beside the field, the input kept. */
export const ActivationFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/registrations/{id}/activate', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          errors: [{ field: 'customer_numbers', message: 'Unbekannte Kundennummer: 999999' }],
        }),
      ),
    );
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: /aktivieren$/ }));
    const dialog = await findDialog(`Benutzer aktivieren: ${nameIn(row)}`);
    await choose(dialog, storyText(registrationMessages.role), 'Kunde');
    const numbers = within(dialog).getByRole('textbox', {
      name: storyTextPattern(registrationMessages.customerNumbers),
    });
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '999999');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(registrationMessages.activateSubmit) }),
    );
    await expectNotice(services, storyText(registrationMessages.activationFailed), { type: 'error' });
    // In the user's words beside the field it is about – never the API's path `customer_numbers`.
    await waitFor(() => expect(numbers).toHaveAccessibleDescription(/Unbekannte Kundennummer: 999999/));
    await expect(numbers).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).queryByText(/customer_numbers/)).toBeNull();
    await expect(numbers).toHaveValue('999999');
    await expect(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.role) }),
    ).toHaveTextContent('Kunde');
  },
};

let deletes: number;

/** Cancel leaves the request alone and returns focus to the button that asked. */
export const DenyCancelled: Story = {
  beforeEach({ msw }) {
    deletes = 0;
    msw.use(
      storyHttp.delete('/registrations/{id}', () => {
        deletes += 1;
        return undefined;
      }),
    );
  },
  play: async () => {
    const row = await customerRow();
    const deny = within(row).getByRole('button', { name: /ablehnen$/ });
    await userEvent.click(deny);
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(registrationMessages.denyTitle),
    });
    const email = row.querySelector('strong ~ span ~ span')?.textContent;
    await expect(dialog).toHaveTextContent(
      `Möchten Sie die Registrierung von ${nameIn(row)} (${email}) wirklich ablehnen und löschen?`,
    );
    await expect(
      within(dialog).getByRole('button', { name: storyText(commonMessages.cancel) }),
    ).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(deletes).toBe(0);
    await waitFor(() => expect(deny).toHaveFocus());
    await expect(await dataRows()).toHaveLength(14);
  },
};

export const DenyConfirmed: Story = {
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const row = await customerRow();
    const name = nameIn(row);
    await userEvent.click(within(row).getByRole('button', { name: /ablehnen$/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(registrationMessages.denyTitle),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(registrationMessages.denyConfirm) }),
    );
    await expectNotice(services, storyText(registrationMessages.deleted));
    await waitFor(async () => expect(await dataRows()).toHaveLength(13));
    await expect(screen.queryByText(name)).toBeNull();
  },
};

export const DenyFailure: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'DELETE /registrations/{id}', 'serverError');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: /ablehnen$/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(registrationMessages.denyTitle),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(registrationMessages.denyConfirm) }),
    );
    await expectNotice(services, storyText(registrationMessages.deleteFailed), { type: 'error' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await dataRows()).toHaveLength(14);
  },
};

/** Roles without the registration scope (customer, sales, key user) meet a 404, and nothing is fetched. */
export const WithoutScope: Story = {
  loaders: [freshLoginAs('vertrieb@kundenportal.example')],
  beforeEach({ msw }) {
    listRequests = recordRequests(msw, 'get', '/registrations');
  },
  render: renderGuardedScreen('registrations', () => <RegistrationsPage />, { url: '/user/registrations' }),
  play: async () => {
    await expect(await screen.findByText('Seite nicht gefunden', {}, firstAppearance)).toBeVisible();
    await expect(screen.queryByRole('heading', { name: storyText(registrationMessages.title) })).toBeNull();
    await expect(listRequests).toHaveLength(0);
  },
};

/** A customer has no registration scope either: the same 404, nothing fetched. */
export const Customer: Story = {
  ...WithoutScope,
  loaders: [freshLoginAs('kunde@kundenportal.example')],
};
