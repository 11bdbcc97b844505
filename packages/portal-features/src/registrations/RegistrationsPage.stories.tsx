import type { MessageDescriptor } from '@formatjs/intl';
import type { Registration } from '@kundenportal/api-client';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { customerNumberMessages } from '../domain/customerNumbers';
import { reasonLabels } from '../domain/registrationAnswers';
import { roleMessages, roleRequiredMessage } from '../domain/roles/roleMessages';
import { commonMessages } from '../shared/messages/commonMessages';
import { pageTitleMessages } from '../shared/page';
import {
  choose,
  expectNotFoundPage,
  expectNotice,
  findDialog,
  firstAppearance,
  freshLoginAs,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText, storyTextAnyPattern } from '../shared/testing/storyScreenText';
import {
  activateLabel,
  activateTitle,
  denyLabel,
  denyQuestion,
  registrationMessages,
  requestedBy,
} from './messages';
import { RegistrationsPage } from './RegistrationsPage';

const admin = 'admin@kundenportal.example';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Registrations · Registrierungen',
  id: 'screens-registrations',
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
  const row = (await dataRows()).find((candidate) =>
    candidate.textContent?.includes(storyText(registrationMessages.typeExisting)),
  );
  if (!row) throw new Error('The seed has no existing customer waiting.');
  return row;
}
const nameIn = (row: HTMLElement) => row.querySelector('strong')?.textContent ?? '';
/** A row's decision buttons, named for the applicant; `anyone` for whichever applicant. */
const activateName = (row: HTMLElement) => storyText(activateLabel, { name: nameIn(row) });
const denyName = (row: HTMLElement) => storyText(denyLabel, { name: nameIn(row) });
const anyActivate = () => storyTextAnyPattern(activateLabel, ['name']);
const anyDeny = () => storyTextAnyPattern(denyLabel, ['name']);
const activationDialog = (row: HTMLElement) => findDialog(storyText(activateTitle, { name: nameIn(row) }));
const m = registrationMessages;
/** The queue's column headers in the story's locale (spec §2's order); without decisions, no action column. */
const columns = ({ withActions }: { withActions: boolean }) =>
  [
    m.columnDate,
    m.columnContact,
    m.columnCustomerNumbers,
    m.columnCountryZip,
    m.columnArea,
    ...(withActions ? [m.columnActions] : []),
    m.columnClient,
    m.columnRole,
  ].map((message) => storyText(message));

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
    await expect(headers).toEqual(columns({ withActions: true }));
    await waitFor(async () => expect(await dataRows()).toHaveLength(14), firstAppearance);
    await expect(screen.getByText(storyText(requestedBy, { count: 14 }))).toBeVisible();
    const first = (await dataRows())[0] as HTMLElement;
    await expect(within(first).getAllByRole('rowheader')[0]).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(within(first).getByRole('button', { name: activateName(first) })).toBeEnabled();
    await expect(within(first).getByRole('button', { name: denyName(first) })).toBeEnabled();
    // 14 fit one page: no paginator.
    await expect(
      screen.queryByRole('navigation', { name: storyText(commonMessages.paginatorNav) }),
    ).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(registrationMessages.title) }),
      ),
    );
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
    await expect(screen.getByText(storyScreenText(registrationMessages.leadDecidedElsewhere))).toBeVisible();
    await expect(screen.queryByText(storyScreenText(registrationMessages.lead))).toBeNull();
    await expect(screen.queryByText(storyScreenText(registrationMessages.leadActivateOnly))).toBeNull();
    await expect(await headersOf()).toEqual(columns({ withActions: false }));
    await expect(within(await table()).queryByRole('button')).toBeNull();
    await expect(screen.queryByRole('button', { name: anyActivate() })).toBeNull();
    await expect(screen.queryByRole('button', { name: anyDeny() })).toBeNull();
  },
};

/** A backend lacking one of the two decisions: its button goes, the other stays, and the lead says where it is taken. */
const oneDecision = (lacks: 'activateRegistration' | 'denyRegistration', lead: MessageDescriptor): Story => {
  const [offered, missing] =
    lacks === 'denyRegistration' ? [activateLabel, denyLabel] : [denyLabel, activateLabel];
  return {
    loaders: [freshLoginAs(admin, { without: [lacks] })],
    play: async () => {
      const row = await customerRow();
      await expect(
        within(row).getByRole('button', { name: storyText(offered, { name: nameIn(row) }) }),
      ).toBeEnabled();
      await expect(
        within(row).queryByRole('button', { name: storyTextAnyPattern(missing, ['name']) }),
      ).toBeNull();
      await expect(screen.getByText(storyScreenText(lead))).toBeVisible();
      await expect(await headersOf()).toContain(storyText(registrationMessages.columnActions));
    },
  };
};

/** Only the deny call missing: each request can be activated, none denied. */
export const ActivateOnly: Story = oneDecision('denyRegistration', registrationMessages.leadActivateOnly);

/** Only the activation call missing: requests can be denied, not activated. */
export const DenyOnly: Story = oneDecision('activateRegistration', registrationMessages.leadDenyOnly);

/**
 * The employee role (ROLE_ACCOUNT) holds the registration scope too, for the main client only: it sees that
 * client's ten requests (none of client_staub's four) and is offered only the roles and client it may grant.
 */
export const Employee: Story = {
  parameters: {
    review: { ownLogin: "the employee's client's registrations (10); the admin sees both clients'" },
  },
  loaders: [freshLoginAs('mitarbeiter@kundenportal.example')],
  play: async () => {
    await waitFor(async () => expect(await dataRows()).toHaveLength(10), firstAppearance);
    for (const row of await dataRows())
      await expect(row).not.toHaveTextContent(storyText(roleMessages.client_staub));
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.role) }),
    );
    const roles = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(roles.map((option) => option.textContent)).toEqual(
      (['ROLE_ACCOUNT', 'ROLE_CUSTOMER', 'ROLE_EHS', 'ROLE_EMERGENCY'] as const).map((role) =>
        storyText(roleMessages[role]),
      ),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyTextPattern(registrationMessages.client) }),
    );
    const clients = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(clients.map((option) => option.textContent)).toEqual([
      storyText(roleMessages.client_kundenportal),
    ]);
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
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
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
    const row = (await dataRows()).find((candidate) =>
      candidate.textContent?.includes(storyText(registrationMessages.typeNew)),
    );
    if (!row) throw new Error('The seed has no new customer waiting.');
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
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
    // One of the form's reasons (the seed's first new customer gave one of the 'Ich …' ones, not 'Sonstiges').
    await expect(
      (['existing customer', 'order', 'sdb', 'new customer', 'interested'] as const).map((why) =>
        storyText(reasonLabels[why]),
      ),
    ).toContain(reason?.textContent);
    await expect(reason?.textContent).not.toBe(storyText(registrationMessages.applicantNotGiven));
  },
};

/** Staff correct the applicant's customer numbers: the registration rules apply. */
export const ActivationInvalidCustomerNumbers: Story = {
  play: async () => {
    const row = await customerRow();
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
    const numbers = within(dialog).getByRole('textbox', {
      name: storyTextPattern(registrationMessages.customerNumbers),
    });
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '10023a');
    await userEvent.tab();
    await expect(await within(dialog).findByText(storyText(customerNumberMessages.numeric))).toBeVisible();
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '100234;1005');
    await userEvent.tab();
    await expect(await within(dialog).findByText(storyText(customerNumberMessages.length))).toBeVisible();
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
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
    await choose(dialog, storyText(registrationMessages.role), storyText(roleMessages.ROLE_CUSTOMER));
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
    await userEvent.click(within(row).getByRole('button', { name: activateName(row) }));
    const dialog = await activationDialog(row);
    await choose(dialog, storyText(registrationMessages.role), storyText(roleMessages.ROLE_CUSTOMER));
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
    ).toHaveTextContent(storyText(roleMessages.ROLE_CUSTOMER));
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
    const deny = within(row).getByRole('button', { name: denyName(row) });
    await userEvent.click(deny);
    const dialog = await screen.findByRole('alertdialog', {
      name: storyText(registrationMessages.denyTitle),
    });
    const email = row.querySelector('strong ~ span ~ span')?.textContent;
    await expect(dialog).toHaveTextContent(
      storyScreenText(denyQuestion, { name: nameIn(row), email: email ?? '' }),
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
    await userEvent.click(within(row).getByRole('button', { name: denyName(row) }));
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
    await userEvent.click(within(row).getByRole('button', { name: denyName(row) }));
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
  parameters: { review: { ownLogin: 'the point: this login may not open the page' } },
  loaders: [freshLoginAs('vertrieb@kundenportal.example')],
  beforeEach({ msw }) {
    listRequests = recordRequests(msw, 'get', '/registrations');
  },
  render: renderScreen(() => <RegistrationsPage />, { url: '/user/registrations' }),
  play: async () => {
    await expectNotFoundPage();
    await expect(screen.queryByRole('heading', { name: storyText(registrationMessages.title) })).toBeNull();
    await expect(listRequests).toHaveLength(0);
  },
};

/** A customer has no registration scope either: the same 404, nothing fetched. */
export const Customer: Story = {
  parameters: { review: { ownLogin: 'the point: a customer may not open the page' } },
  ...WithoutScope,
  loaders: [freshLoginAs('kunde@kundenportal.example')],
};
