import type { MessageDescriptor } from '@formatjs/intl';
import { maxLengths } from '@kundenportal/api-client/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { customerNumberMessages } from '../domain/customerNumbers';
import { roleMessages, roleRequiredMessage } from '../domain/roles/roleMessages';
import { localizedPath } from '../shared/i18n';
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
  storyLabelled,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyTextAnyPattern } from '../shared/testing/storyScreenText';
import { EditUserPage } from './EditUserPage';
import { deleteLabel, editMessages, userMessages } from './messages';

/** Jana Krüger (1015), opened from a search for Krüger. */
const from = encodeURIComponent('/user/usermanagement?lastName=Krüger');
const editJana = renderScreen(() => <EditUserPage />, {
  url: `/user/edit/1015?from=${from}`,
  path: '/user/edit/:id?',
});

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Edit user · Benutzer bearbeiten',
  id: 'screens-edit-user',
  component: EditUserPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [freshLoginAs('admin@kundenportal.example')],
  render: editJana,
} satisfies Meta<typeof EditUserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by its label in the story's locale (a required one's name goes on with its mark). */
const textbox = (label: MessageDescriptor) =>
  screen.findByRole('textbox', { name: startsWith(label) }, firstAppearance);
const startsWith = (label: MessageDescriptor) => new RegExp(`^${storyTextPattern(label).source}`);
/** A checkbox group's name: its label, with or without the required mark. */
const groupName = (label: MessageDescriptor) => new RegExp(`^${storyTextPattern(label).source}( \\*)?$`);
const group = (label: MessageDescriptor) => screen.getByRole('group', { name: groupName(label) });
/** The editor's heading: its title and the user's name. */
const heading = (title: MessageDescriptor, name: string) => storyLabelled(storyText(title), name);

let updates: RecordedRequest[] = [];

/** The user's data, roles, clients and customers; a valid change is saved and the editor returns to the search. */
export const SaveValid: Story = {
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'post', '/user/{id}');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: heading(editMessages.title, 'Jana Krüger') },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(await textbox(editMessages.email)).toHaveValue('jana.krueger@schneider-chemie.example');
    const roles = group(editMessages.roles);
    await waitFor(() =>
      expect(
        within(roles).getByRole('checkbox', { name: storyText(roleMessages.ROLE_CUSTOMER) }),
      ).toBeChecked(),
    );
    await expect(
      within(group(editMessages.clients)).getByRole('checkbox', {
        name: storyText(roleMessages.client_kundenportal),
      }),
    ).toBeChecked();
    const numbers = await textbox(editMessages.customerNumbers);
    await expect((numbers as HTMLInputElement).value).toMatch(/^\d{6}$/);

    const phone = await textbox(editMessages.phoneNumber);
    await userEvent.clear(phone);
    await userEvent.type(phone, ' +49 40 1234567 ');
    await userEvent.click(
      within(group(editMessages.clients)).getByRole('checkbox', {
        name: storyText(roleMessages.client_staub),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.save) }));

    await waitFor(() => expect(location()).toHaveTextContent('/user/usermanagement?lastName=Krüger'));
    // The story mounts only the editor, so the notice is checked in the app's store rather than on screen.
    await waitFor(() =>
      expect(services.notifications.current()).toMatchObject({
        text: storyText(editMessages.saved),
        type: 'success',
        duration: 3000,
      }),
    );
    await expect(updates[0]?.body).toMatchObject({
      user: {
        firstName: 'Jana',
        lastName: 'Krüger',
        phoneNumber: '+49 40 1234567',
        roles: ['ROLE_CUSTOMER'],
        clients: ['client_kundenportal', 'client_staub'],
      },
    });
  },
};

/** Invalid input: each message beside its field, nothing sent, focus on the first field in error. */
export const SaveInvalid: Story = {
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'post', '/user/{id}');
  },
  play: async () => {
    const firstName = await textbox(editMessages.firstName);
    await userEvent.clear(firstName);
    const email = await textbox(editMessages.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'jana@');
    const roles = group(editMessages.roles);
    await waitFor(() =>
      expect(
        within(roles).getByRole('checkbox', { name: storyText(roleMessages.ROLE_CUSTOMER) }),
      ).toBeChecked(),
    );
    await userEvent.click(
      within(roles).getByRole('checkbox', { name: storyText(roleMessages.ROLE_CUSTOMER) }),
    );
    const numbers = await textbox(editMessages.customerNumbers);
    await userEvent.clear(numbers);
    await userEvent.type(numbers, '1234;abcdef');
    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.save) }));

    await expect(await screen.findByText(storyText(editMessages.required))).toBeVisible();
    await expect(screen.getByText(storyText(editMessages.emailInvalid))).toBeVisible();
    await expect(screen.getByText(storyText(roleRequiredMessage))).toBeVisible();
    await expect(screen.getByText(storyText(customerNumberMessages.numeric))).toBeVisible();
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(updates).toHaveLength(0);
    await expect(location()).toHaveTextContent('/user/edit/1015');
  },
};

/** The server refuses (an e-mail address taken): notice, the reason beside the field, the input kept. */
export const SaveFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/user/{id}', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          errors: [{ field: 'user.email', message: 'Diese E-Mail-Adresse wird bereits verwendet.' }],
        }),
      ),
    );
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const email = await textbox(editMessages.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.save) }));
    await expectNotice(services, storyText(editMessages.saveFailed), { type: 'error' });
    // In the user's words on the field, never the API's path `user.email`; focus goes there to be read out.
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Diese E-Mail-Adresse wird bereits verwendet\./),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(screen.queryByText(/user\.email/)).toBeNull();
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(location()).toHaveTextContent('/user/edit/1015');
    // Changing the address takes the server's word back.
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** The fields stop where the contract does: one limit, taken from openapi.yaml. */
export const LimitsFromContract: Story = {
  play: async () => {
    const email = await textbox(editMessages.email);
    await expect(email).toHaveAttribute('maxlength', String(maxLengths.UserUpdateRequest.user.email));
    await expect(await textbox(editMessages.lastName)).toHaveAttribute(
      'maxlength',
      String(maxLengths.UserUpdateRequest.user.lastName),
    );
  },
};

/** Abort with changes asks first; 'Weiter bearbeiten' keeps them, 'Änderungen verwerfen' returns to the search. */
export const AbortWithChanges: Story = {
  play: async () => {
    const lastName = await textbox(editMessages.lastName);
    await userEvent.type(lastName, '-Meyer');
    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.abort) }));
    let dialog = await screen.findByRole('alertdialog', { name: storyText(editMessages.abortTitle) });
    await expect(dialog).toHaveTextContent(storyText(editMessages.abortQuestion));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(editMessages.abortKeep) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(lastName).toHaveValue('Krüger-Meyer');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: storyText(editMessages.abort) })).toHaveFocus(),
    );

    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.abort) }));
    dialog = await screen.findByRole('alertdialog', { name: storyText(editMessages.abortTitle) });
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(editMessages.abortConfirm) }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/usermanagement?lastName=Krüger'));
  },
};

/** Nothing changed: abort returns at once. */
export const AbortWithoutChanges: Story = {
  play: async () => {
    await textbox(editMessages.lastName);
    await userEvent.click(screen.getByRole('button', { name: storyText(editMessages.abort) }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/usermanagement?lastName=Krüger'));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** Deleting from the editor: the editor is not the list, so the app goes to the user management. */
export const DeleteFromEditor: Story = {
  play: async (context) => {
    const services = servicesOf(context.loaded);
    await textbox(editMessages.lastName);
    await userEvent.click(
      screen.getByRole('button', { name: storyText(deleteLabel, { name: 'Jana Krüger' }) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: storyText(userMessages.deleteTitle) });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(userMessages.deleteConfirm) }),
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent(
        new RegExp(`^${localizedPath('/user/usermanagement', storyLocale())}$`),
      ),
    );
    await waitFor(() =>
      expect(services.notifications.current()).toMatchObject({
        text: storyText(userMessages.deleted),
        type: 'success',
        duration: 3000,
      }),
    );
  },
};

export const UnknownUser: Story = {
  render: renderScreen(() => <EditUserPage />, { url: '/user/edit/99999', path: '/user/edit/:id?' }),
  play: async () => {
    await expect(await screen.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyText(editMessages.notFound),
    );
    await expect(screen.getByRole('link', { name: storyText(editMessages.backToList) })).toBeVisible();
  },
};

/** Without an id: the current user's own data; nobody is offered to delete themself. */
export const OwnData: Story = {
  render: renderScreen(() => <EditUserPage />, { url: '/user/edit', path: '/user/edit/:id?' }),
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: heading(editMessages.ownTitle, 'Holger Brandt') },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(await textbox(editMessages.email)).toHaveValue('admin@kundenportal.example');
    await expect(await textbox(editMessages.email)).toHaveAttribute('readonly');
    await expect(await textbox(editMessages.companyName)).toHaveAttribute('readonly');
    await expect(
      screen.queryByRole('button', { name: storyTextAnyPattern(deleteLabel, ['name']) }),
    ).toBeNull();
    // Nobody changes their own rights, not even an administrator: no roles, clients or customer numbers here.
    await expect(screen.queryByRole('group', { name: startsWith(editMessages.roles) })).toBeNull();
    await expect(
      screen.queryByRole('textbox', { name: startsWith(editMessages.customerNumbers) }),
    ).toBeNull();
    await expect(screen.getByText(storyText(editMessages.ownAccessHint))).toBeVisible();
  },
};

/** A key user is offered only the roles and the client they may grant: no administrator, no employee, no Staub. */
export const KeyUserOffersWhatTheyMayGrant: Story = {
  parameters: { review: { ownLogin: "the roles the key user may grant, which the admin's list exceeds" } },
  loaders: [freshLoginAs('keyuser@kundenportal.example')],
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: heading(editMessages.title, 'Jana Krüger') },
        firstAppearance,
      ),
    ).toBeVisible();
    const roles = await screen.findByRole('group', { name: groupName(editMessages.roles) }, firstAppearance);
    const offered = within(roles)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    await expect(offered).toEqual(
      (['ROLE_CUSTOMER', 'ROLE_EHS', 'ROLE_EMERGENCY', 'ROLE_KEYUSER', 'ROLE_SALES'] as const).map((role) =>
        storyText(roleMessages[role]),
      ),
    );
    const clients = group(editMessages.clients);
    await expect(within(clients).getAllByRole('checkbox')).toHaveLength(1);
    await expect(
      within(clients).getByRole('checkbox', { name: storyText(roleMessages.client_kundenportal) }),
    ).toBeChecked();
  },
};

/** A key user opening the administrator's editor is told why they may not change them; no field, no request. */
export const BeyondTheEditorsRights: Story = {
  parameters: {
    review: { ownLogin: 'an editor lacking rights this user holds (the key user); the admin has them all' },
  },
  loaders: [freshLoginAs('keyuser@kundenportal.example')],
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'post', '/user/{id}');
  },
  render: renderScreen(() => <EditUserPage />, {
    url: `/user/edit/1006?from=${from}`,
    path: '/user/edit/:id?',
  }),
  play: async () => {
    await expect(
      await screen.findByText(storyText(editMessages.notManageable), {}, firstAppearance),
    ).toBeVisible();
    await expect(
      screen.getByRole('heading', { level: 1, name: heading(editMessages.title, 'Holger Brandt') }),
    ).toBeVisible();
    await expect(screen.queryByRole('textbox')).toBeNull();
    await expect(
      screen.queryByRole('button', { name: storyTextAnyPattern(deleteLabel, ['name']) }),
    ).toBeNull();
    await expect(screen.getByRole('link', { name: storyText(editMessages.backToList) })).toBeVisible();
    await expect(updates).toHaveLength(0);
  },
};

/** Only user management may edit others: sales staff opening another user's editor meet a 404, and no user is read. */
export const WithoutUserManagement: Story = {
  parameters: { review: { ownLogin: 'the point: this login may not open the page' } },
  loaders: [freshLoginAs('vertrieb@kundenportal.example')],
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'get', '/user/{id}');
  },
  render: renderScreen(() => <EditUserPage />, {
    url: `/user/edit/1015?from=${from}`,
    path: '/user/edit/:id?',
  }),
  play: async () => {
    await expectNotFoundPage();
    await expect(screen.queryByRole('textbox', { name: startsWith(editMessages.lastName) })).toBeNull();
    await expect(updates).toHaveLength(0);
  },
};
