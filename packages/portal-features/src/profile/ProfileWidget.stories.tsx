import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  asOnTheDashboard,
  firstAppearance,
  location,
  loginAs,
  renderScreen,
  storyText,
} from '../shared/testing';
import { profileMessages } from './messages';
import { ProfileWidget } from './ProfileWidget';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Widgets/Profile · Profil',
  id: 'widgets-profile',
  component: ProfileWidget,
  args: {
    // Empty: the render passes the widget's title in the story's locale, as the dashboard does (a title typed into
    // Controls replaces it).
    title: '',
    headingLevel: 3,
    onRemove: fn(),
    // Empty: the dashboard's name for the remove button, in the story's locale (asOnTheDashboard).
    removeLabel: '',
  },
  render: (args, context) =>
    renderScreen(
      () => <ProfileWidget {...asOnTheDashboard(args, storyText(profileMessages.profileWidgetTitle))} />,
      { url: '/user/dashboard' },
    )(args, context),
} satisfies Meta<typeof ProfileWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, e-mail and company at a glance; the link leads to the profile. */
export const Customer: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widget = await canvas.findByRole(
      'region',
      { name: storyText(profileMessages.profileWidgetTitle) },
      firstAppearance,
    );
    await expect(
      within(widget).getByRole('heading', { level: 3, name: storyText(profileMessages.profileWidgetTitle) }),
    ).toBeVisible();
    await expect(within(widget).getByText('Sabine Krüger')).toBeVisible();
    await expect(within(widget).getByText('kunde@kundenportal.example')).toBeVisible();
    await expect(within(widget).getByText('Bäckerei Hofmann GmbH & Co. KG')).toBeVisible();
    await userEvent.click(
      within(widget).getByRole('link', { name: storyText(profileMessages.profileWidgetShowAll) }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/user/profile'));
  },
};

/** A buyer for several companies sees the first company. */
export const SeveralCompanies: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const widget = await within(canvasElement).findByRole(
      'region',
      { name: storyText(profileMessages.profileWidgetTitle) },
      firstAppearance,
    );
    await expect(within(widget).getByText('Schneider Chemie AG')).toBeVisible();
  },
};
