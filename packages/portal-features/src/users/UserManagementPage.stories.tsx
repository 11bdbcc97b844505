import type { MessageDescriptor } from '@formatjs/intl';
import { maxLengths } from '@kundenportal/api-client/limits';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { roleMessages } from '../domain/roles/roleMessages';
import { apiLanguage, localizedPath } from '../shared/i18n';
import { commonMessages } from '../shared/messages/commonMessages';
import {
  expectNotFoundPage,
  expectNotice,
  firstAppearance,
  freshLoginAs,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText, storyTextWithValues } from '../shared/testing/storyScreenText';
import { deleteLabel, deleteQuestion, editLabel, editMessages, resultCount, userMessages } from './messages';
import { UserManagementPage } from './UserManagementPage';

const downloads: { name: string; blob: Blob }[] = [];

/**
 * The page at `url` as the portal links it in the story's locale ('/fr/user/usermanagement'): the delete dialog
 * returns to the list's own address, and from an unprefixed one in French that would be a page change.
 */
const at =
  (url: string): ReturnType<typeof renderScreen> =>
  (args, context) =>
    renderScreen(() => <UserManagementPage />, { url: localizedPath(url, storyLocale()) })(args, context);

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/User management · Benutzerverwaltung',
  id: 'screens-user-management',
  component: UserManagementPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [
    freshLoginAs('admin@kundenportal.example', {
      saveFile: (blob, name) => void downloads.push({ name, blob }),
    }),
  ],
  render: at('/user/usermanagement'),
} satisfies Meta<typeof UserManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (label: MessageDescriptor) =>
  screen.findByRole('textbox', { name: storyText(label) }, firstAppearance);
/** A row's delete button and edit link, named for the user. */
const deleteName = (name: string) => storyText(deleteLabel, { name });
const editName = (name: string) => storyText(editLabel, { name });
const searchButton = () => screen.getByRole('button', { name: storyText(userMessages.search) });
const results = () =>
  screen.findByRole('grid', { name: storyText(userMessages.tableLabel) }, firstAppearance);
const dataRows = async () =>
  within(await results())
    .getAllByRole('row')
    .slice(1);
const rowOf = async (name: string) => {
  const row = (await dataRows()).find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

async function searchLastName(term: string) {
  await userEvent.type(await field(userMessages.lastName), term);
  await userEvent.click(searchButton());
}

let requests: RecordedRequest[] = [];

/** Spec §5: a search needs at least one field – blanks do not count – and nothing is sent without one. */
export const SearchWithoutField: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/user');
  },
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: storyText(userMessages.title) }),
    ).toBeVisible();
    await expect(screen.getByText(storyText(userMessages.startHint))).toBeVisible();
    await expect(await field(userMessages.lastName)).toHaveAttribute(
      'maxlength',
      String(maxLengths.UserFilter.last_name),
    );
    await userEvent.type(await field(userMessages.lastName), '   ');
    await userEvent.click(searchButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent(storyText(userMessages.needOneField));
    // Back to the first filter once the form can take it (the shared focusFirstField looks each frame).
    const first = await field(userMessages.customerNumber);
    await waitFor(() => expect(first).toHaveFocus());
    await expect(requests).toHaveLength(0);
    await expect(screen.getByRole('button', { name: storyText(userMessages.export) })).toBeDisabled();
  },
};

/** Terms are trimmed, kept in the URL and sent as filter[…]. */
export const Results: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/user');
  },
  play: async () => {
    await searchLastName('  Krüger ');
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThanOrEqual(4), firstAppearance);
    await expect(location()).toHaveTextContent('/user/usermanagement?lastName=Kr%C3%BCger');
    await expect(requests.at(-1)?.query.get('filter[last_name]')).toBe('Krüger');
    await expect(requests.at(-1)?.query.get('lang')).toBe(apiLanguage(storyLocale()));
    for (const row of await dataRows()) await expect(row).toHaveTextContent('Krüger');
    const sabine = await rowOf('Sabine Krüger');
    await expect(sabine).toHaveTextContent('kunde@kundenportal.example');
    await expect(sabine).toHaveTextContent(storyText(roleMessages.ROLE_CUSTOMER));
    await expect(within(sabine).getByRole('link', { name: editName('Sabine Krüger') })).toHaveAttribute(
      'href',
      expect.stringContaining('/user/edit/1001?from='),
    );
    await expect(screen.getByText(storyTextWithValues(resultCount, ['count']))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(screen.getByRole('button', { name: storyText(userMessages.export) })).toBeEnabled();
  },
};

/**
 * A name pasted from an e-mail signature carries a zero-width space and direction marks: they go as it is
 * pasted, so the search finds the user it shows; marks alone are no search term.
 */
export const HiddenCharactersStripped: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/user');
  },
  play: async () => {
    const lastName = await field(userMessages.lastName);
    await userEvent.click(lastName);
    await userEvent.paste('\u200b\u200e');
    await expect(lastName).toHaveValue('');
    await userEvent.click(searchButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent(storyText(userMessages.needOneField));
    await expect(requests).toHaveLength(0);

    await userEvent.click(lastName);
    await userEvent.paste('\u202eKr\u200bü\u2066ger\u2069\ufeff');
    await expect(lastName).toHaveValue('Krüger');
    await userEvent.click(searchButton());
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThanOrEqual(4), firstAppearance);
    await expect(requests.at(-1)?.query.get('filter[last_name]')).toBe('Krüger');
    await expect(location()).toHaveTextContent('/user/usermanagement?lastName=Kr%C3%BCger');
  },
};

/** Opened from a shared link: the form shows the search in the URL and the results come at once. */
export const FromTheUrl: Story = {
  render: at('/user/usermanagement?email=kundenportal.example&role=ROLE_SALES'),
  play: async () => {
    await waitFor(async () => expect(await dataRows()).toHaveLength(4), firstAppearance);
    await expect(await field(userMessages.email)).toHaveValue('kundenportal.example');
    await expect(
      await screen.findByRole('button', { name: storyTextPattern(userMessages.role) }),
    ).toHaveTextContent(storyText(roleMessages.ROLE_SALES));
    await userEvent.click(screen.getByRole('button', { name: storyText(userMessages.resetFilter) }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        new RegExp(`^${localizedPath('/user/usermanagement', storyLocale())}$`),
      ),
    );
    await expect(await field(userMessages.email)).toHaveValue('');
  },
};

/** 49 customers: four pages of 15; the page is in the URL beside the filter. */
export const Paged: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/user');
  },
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: storyTextPattern(userMessages.role) }, firstAppearance),
    );
    // The roles come from GET /roles.
    await userEvent.click(
      await screen.findByRole('option', { name: storyText(roleMessages.ROLE_CUSTOMER) }, firstAppearance),
    );
    await userEvent.click(searchButton());
    await waitFor(async () => expect(await dataRows()).toHaveLength(15), firstAppearance);
    await expect(screen.getByText(storyText(resultCount, { count: 49 }))).toHaveAttribute('role', 'status');
    const nav = screen.getByRole('navigation', { name: storyText(commonMessages.paginatorNav) });
    await userEvent.click(within(nav).getByRole('button', { name: storyText(commonMessages.paginatorNext) }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/user/usermanagement?role=ROLE_CUSTOMER&page=2'),
    );
    await waitFor(() => expect(requests.at(-1)?.query.get('page')).toBe('2'));
    await expect(requests.at(-1)?.query.get('filter[role]')).toBe('ROLE_CUSTOMER');
    await waitFor(async () => expect(await dataRows()).toHaveLength(15));
  },
};

export const NoResults: Story = {
  play: async () => {
    await searchLastName('Niemand');
    await expect(
      await screen.findByText(storyText(userMessages.noResults), {}, firstAppearance),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: storyText(userMessages.export) })).toBeDisabled();
  },
};

/** Spec §8: the search's failure is passed on – an empty list with a note and a retry. */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /user', 'serverError');
  },
  play: async () => {
    await searchLastName('Krüger');
    const alert = await screen.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(userMessages.loadFailed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeEnabled();
    await expect(await dataRows()).toHaveLength(1);
  },
};

/** The export takes the same filters as bracket arrays and arrives as users.xlsx. */
export const Export: Story = {
  beforeEach({ msw }) {
    downloads.length = 0;
    requests = recordRequests(msw, 'get', '/users/export');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    await searchLastName('Krüger');
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(1), firstAppearance);
    await userEvent.click(screen.getByRole('button', { name: storyText(userMessages.export) }));
    await expectNotice(services, storyText(userMessages.exported));
    await expect(requests).toHaveLength(1);
    await expect(requests[0]?.query.getAll('filter[last_name][]')).toEqual(['Krüger']);
    await expect(requests[0]?.query.get('lang')).toBe(apiLanguage(storyLocale()));
    await expect(downloads).toHaveLength(1);
    await expect(downloads[0]?.name).toBe('users.xlsx');
    // A zip container (xlsx), not an error page.
    const head = new Uint8Array(await (downloads[0]?.blob ?? new Blob()).slice(0, 2).arrayBuffer());
    await expect(String.fromCharCode(...head)).toBe('PK');
  },
};

export const ExportFails: Story = {
  beforeEach({ msw }) {
    downloads.length = 0;
    withScenario(msw, 'GET /users/export', 'serverError');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    await searchLastName('Krüger');
    await waitFor(async () => expect((await dataRows()).length).toBeGreaterThan(1), firstAppearance);
    await userEvent.click(screen.getByRole('button', { name: storyText(userMessages.export) }));
    await expectNotice(services, storyText(userMessages.exportFailed), { type: 'error' });
    await expect(downloads).toHaveLength(0);
  },
};

async function openDelete(name: string) {
  await searchLastName(name.split(' ')[1] ?? name);
  await waitFor(() => rowOf(name), firstAppearance);
  const button = within(await rowOf(name)).getByRole('button', { name: deleteName(name) });
  await userEvent.click(button);
  return {
    dialog: await screen.findByRole('alertdialog', { name: storyText(userMessages.deleteTitle) }),
    button,
  };
}

/** Success: the modal closes, the notice stays 3000 ms and the list no longer has the user. */
export const DeleteSuccess: Story = {
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const { dialog } = await openDelete('Jana Krüger');
    await expect(dialog).toHaveTextContent(
      storyScreenText(deleteQuestion, {
        name: 'Jana Krüger',
        email: 'jana.krueger@schneider-chemie.example',
      }),
    );
    await expect(within(dialog).getByRole('button', { name: storyText(editMessages.abort) })).toHaveFocus();
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(userMessages.deleteConfirm) }),
    );
    await expectNotice(services, storyText(userMessages.deleted), { duration: 3000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(async () =>
      expect((await dataRows()).some((row) => row.textContent?.includes('Jana Krüger'))).toBe(false),
    );
  },
};

export const DeleteCancelled: Story = {
  play: async () => {
    const { dialog, button } = await openDelete('Jana Krüger');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(await rowOf('Jana Krüger')).toBeVisible();
  },
};

/** Spec §8: 404 says 'Der User existiert nicht.' for 5000 ms; the modal closes all the same. */
export const DeleteNotFound: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'DELETE /user/{id}', 'notFound');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const { dialog } = await openDelete('Jana Krüger');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(userMessages.deleteConfirm) }),
    );
    await expectNotice(services, storyText(userMessages.deleteNotFound), { type: 'error', duration: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.delete('/user/{id}', ({ response }) =>
        // A 503 is outside the contract on purpose: the maintenance the delete dialog reports.
        response.untyped(HttpResponse.json({ message: 'Wartungsarbeiten' }, { status: 503 })),
      ),
    );
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const { dialog } = await openDelete('Jana Krüger');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(userMessages.deleteConfirm) }),
    );
    await expectNotice(services, 'Wartungsarbeiten', { type: 'error', duration: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await rowOf('Jana Krüger')).toBeVisible();
  },
};

/** Spec §6 'is me': the admin finds themself, but cannot delete their own account. */
export const SelfDeleteRefused: Story = {
  play: async () => {
    await searchLastName('Brandt');
    await waitFor(() => rowOf('Holger Brandt'), firstAppearance);
    const own = await rowOf('Holger Brandt');
    await expect(own).toHaveTextContent(storyText(userMessages.itsYou));
    await expect(within(own).getByRole('button', { name: deleteName('Holger Brandt') })).toBeDisabled();
  },
};

/** The key user holds user management as well. */
export const KeyUser: Story = {
  loaders: [freshLoginAs('keyuser@kundenportal.example')],
  play: async () => {
    await searchLastName('Lehmann');
    const own = await waitFor(() => rowOf('Katharina Lehmann'), firstAppearance);
    await expect(within(own).getByRole('button', { name: deleteName('Katharina Lehmann') })).toBeDisabled();
    await expect(
      within(await rowOf('Sophie Lehmann')).getByRole('button', { name: deleteName('Sophie Lehmann') }),
    ).toBeEnabled();
  },
};

/** The administrator is beyond a key user's rights: shown, but neither edit nor delete is offered. */
export const KeyUserBeyondTheirRights: Story = {
  loaders: [freshLoginAs('keyuser@kundenportal.example')],
  play: async () => {
    await searchLastName('Brandt');
    const admin = await waitFor(() => rowOf('Holger Brandt'), firstAppearance);
    await expect(admin).toHaveTextContent(storyText(userMessages.notManageable));
    await expect(within(admin).queryByRole('button', { name: deleteName('Holger Brandt') })).toBeNull();
    await expect(within(admin).queryByRole('link', { name: editName('Holger Brandt') })).toBeNull();
  },
};

let releaseRoles: () => void = () => {};

/**
 * GET /roles answers after the results (a slow backend): the rows drawn before it claim nothing yet – no
 * 'view only', no buttons, only that the rights are loading – and gain edit and delete the moment the rights
 * arrive, without a new search or a reload.
 */
export const RightsArriveAfterTheResults: Story = {
  beforeEach({ msw }) {
    const answer = new Promise<void>((resolve) => {
      releaseRoles = resolve;
    });
    msw.use(
      storyHttp.get('/roles', async () => {
        await answer;
        return undefined; // then the mock backend answers
      }),
    );
  },
  play: async () => {
    await searchLastName('Krüger');
    const row = await waitFor(() => rowOf('Jana Krüger'), firstAppearance);
    await expect(row).toHaveTextContent(storyText(commonMessages.loading));
    await expect(row).not.toHaveTextContent(storyScreenText(userMessages.notManageable));
    await expect(within(row).queryByRole('button', { name: deleteName('Jana Krüger') })).toBeNull();

    releaseRoles();
    await waitFor(async () =>
      expect(
        within(await rowOf('Jana Krüger')).getByRole('button', { name: deleteName('Jana Krüger') }),
      ).toBeEnabled(),
    );
    await expect(
      within(await rowOf('Jana Krüger')).getByRole('link', { name: editName('Jana Krüger') }),
    ).toBeVisible();
    await expect(await rowOf('Jana Krüger')).not.toHaveTextContent(
      storyScreenText(userMessages.notManageable),
    );
    await expect(await rowOf('Jana Krüger')).not.toHaveTextContent(storyScreenText(commonMessages.loading));
  },
};

/** Employees, sales, EHS, emergency and customers have no user management: 404, nothing fetched. */
export const WithoutScope: Story = {
  parameters: { review: { ownLogin: 'the point: this login may not open the page' } },
  loaders: [freshLoginAs('mitarbeiter@kundenportal.example')],
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/roles');
  },
  render: renderScreen(() => <UserManagementPage />, {
    url: '/user/usermanagement?lastName=Krüger',
  }),
  play: async () => {
    await expectNotFoundPage();
    await expect(screen.queryByRole('heading', { name: storyText(userMessages.title) })).toBeNull();
    await expect(requests).toHaveLength(0);
  },
};

/** A customer has no user management either: the same 404, nothing fetched. */
export const Customer: Story = {
  parameters: { review: { ownLogin: 'the point: a customer may not open the page' } },
  ...WithoutScope,
  loaders: [freshLoginAs('kunde@kundenportal.example')],
};
