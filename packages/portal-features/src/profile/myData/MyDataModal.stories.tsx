import type { MessageDescriptor } from '@formatjs/intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNotice,
  findDialog,
  firstAppearance,
  freshLoginAs,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyText,
  storyTextPattern,
} from '../../shared/testing';
import { myDataMessages, profileMessages } from '../messages';
import { ProfilePage } from '../ProfilePage';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Profile · Profil/My data',
  id: 'screens-profile-my-data',
  component: ProfilePage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [freshLoginAs('kunde@kundenportal.example')],
  render: renderScreen(() => <ProfilePage />, { url: '/user/profile' }),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const detailOf = (term: MessageDescriptor) =>
  screen.getByText(storyText(term), { selector: 'dt' }).nextElementSibling;
const field = (dialog: HTMLElement, label: MessageDescriptor) =>
  within(dialog).getByRole('textbox', { name: new RegExp(`^${storyTextPattern(label).source}`) });

async function openMyData() {
  await userEvent.click(
    await screen.findByRole('button', { name: storyText(myDataMessages.title) }, firstAppearance),
  );
  return findDialog(storyText(myDataMessages.title));
}

let updates: RecordedRequest[] = [];

/** A customer changes name and phone: one request with only their own data; the profile shows it at once. */
export const Saved: Story = {
  parameters: { review: { ownLogin: "saves and shows the story's customer's own name" } },
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'post', '/user/{id}');
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const dialog = await openMyData();
    await expect(field(dialog, myDataMessages.lastName)).toHaveValue('Krüger');
    await expect(within(dialog).getByText(storyText(myDataMessages.accountHint))).toBeVisible();
    await expect(
      within(dialog).queryByRole('textbox', { name: storyTextPattern(profileMessages.profileWidgetEmail) }),
    ).toBeNull();
    await userEvent.clear(field(dialog, myDataMessages.lastName));
    await userEvent.type(field(dialog, myDataMessages.lastName), 'Krüger-Hofmann');
    await userEvent.clear(field(dialog, myDataMessages.phoneNumber));
    await userEvent.type(field(dialog, myDataMessages.phoneNumber), '+49 89 4711');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(myDataMessages.save) }));
    await expectNotice(services, storyText(myDataMessages.saved));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(updates).toHaveLength(1);
    await expect(updates[0]?.body).toEqual({
      user: {
        salutation: 'miss',
        firstName: 'Sabine',
        lastName: 'Krüger-Hofmann',
        phoneNumber: '+49 89 4711',
        faxNumber: null,
        language: 'de',
      },
    });
    await waitFor(() => expect(detailOf(profileMessages.name)).toHaveTextContent('Sabine Krüger-Hofmann'));
    await expect(detailOf(profileMessages.phone)).toHaveTextContent('+49 89 4711');
    // Focus returns to the button that opened the dialog.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: storyText(myDataMessages.title) })).toHaveFocus(),
    );
  },
};

/** An emptied required field says so beside it; nothing is sent. */
export const Invalid: Story = {
  beforeEach({ msw }) {
    updates = recordRequests(msw, 'post', '/user/{id}');
  },
  play: async () => {
    const dialog = await openMyData();
    await userEvent.clear(field(dialog, myDataMessages.firstName));
    await userEvent.tab();
    await expect(await within(dialog).findByText(storyText(myDataMessages.required))).toBeVisible();
    await expect(field(dialog, myDataMessages.firstName)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(myDataMessages.save) }));
    await expect(updates).toHaveLength(0);
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** The server refuses a field: its words beside the field, the notice, and what was typed stays. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/user/{id}', ({ response }) =>
        response(422).json({
          message: 'Die Eingaben sind ungültig.',
          code: 'validation_failed',
          errors: [{ field: 'user.phoneNumber', message: 'Die Telefonnummer ist ungültig.' }],
        }),
      ),
    );
  },
  play: async (context) => {
    const services = servicesOf(context.loaded);
    const dialog = await openMyData();
    await userEvent.clear(field(dialog, myDataMessages.phoneNumber));
    await userEvent.type(field(dialog, myDataMessages.phoneNumber), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(myDataMessages.save) }));
    await expectNotice(services, storyText(myDataMessages.saveFailed), { type: 'error' });
    await expect(await within(dialog).findByText('Die Telefonnummer ist ungültig.')).toBeVisible();
    await expect(field(dialog, myDataMessages.phoneNumber)).toHaveValue('0');
    await expect(detailOf(profileMessages.phone)).not.toHaveTextContent(/^0$/);
  },
};
