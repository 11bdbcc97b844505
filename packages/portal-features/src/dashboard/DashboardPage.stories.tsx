import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardWidget } from '../shared/dashboard';
import { createStoryServices, StoryPortal, servicesOf } from '../shared/testing';
import { DashboardPage } from './DashboardPage';
import { introPreferenceKey } from './introPreference';

const introText = 'Hier haben Sie alles rund um Ihre Bestellungen bei uns an einem Ort:';

/** Logs in and starts from a clean intro preference, or a hidden one. */
const loginAs =
  (email: string, { introHidden = false } = {}) =>
  async () => {
    const services = await createStoryServices({ loginAs: email });
    const { data: user } = await services.api.GET('/auth/user');
    if (!user) throw new Error('No user');
    if (introHidden) localStorage.setItem(introPreferenceKey(user.id), 'true');
    else localStorage.removeItem(introPreferenceKey(user.id));
    return { services, userId: user.id };
  };

/** Stand-ins for the features' widgets: the dashboard only arranges what the app hands it. */
const storyWidget = (id: DashboardWidget['id'], title: string): DashboardWidget => ({
  id,
  title: { id: `story.${id}`, defaultMessage: title },
  render: ({ title: text, headingLevel }) => (
    <section aria-label={text}>
      {headingLevel === 3 && <h3>{text}</h3>}
      <p>{`${text} – Inhalt`}</p>
    </section>
  ),
});
const registeredWidgets = {
  basket: storyWidget('basket', 'Warenkorb'),
  order: storyWidget('order', 'Bestellungen'),
  profile: storyWidget('profile', 'Profil'),
};

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: { widgets: registeredWidgets },
  render: (args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/dashboard">
      <DashboardPage {...args} />
    </StoryPortal>
  ),
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Greeting, intro and the widgets the app registered – no placeholders for the others. */
export const Default: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Willkommen, Sabine Krüger!' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Das bietet Ihnen das Kundenportal' }),
    ).toBeVisible();
    await expect(canvas.getByText(introText)).toBeVisible();

    const widgetArea = canvas.getByRole('region', { name: 'Ihre Übersicht' });
    await expect(within(widgetArea).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Übersicht – Kundenportal'));
  },
};

/** The intro can be hidden and shown again; the choice is kept for this user, focus follows the button. */
export const IntroHideAndShow: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const key = introPreferenceKey(loaded.userId as number);
    await userEvent.click(await canvas.findByRole('button', { name: 'Einführung ausblenden' }));
    await expect(canvas.queryByText(introText)).toBeNull();
    const show = canvas.getByRole('button', { name: 'Einführung anzeigen' });
    await waitFor(() => expect(show).toHaveFocus());
    await expect(localStorage.getItem(key)).toBe('true');
    // The widgets stay.
    await expect(canvas.getByRole('region', { name: 'Profil' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(introText)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Einführung ausblenden' })).toHaveFocus());
    await expect(localStorage.getItem(key)).toBeNull();
  },
};

/** A user who hid the intro before finds it hidden, with the way to show it again. */
export const IntroHiddenBefore: Story = {
  loaders: [loginAs('einkauf@kundenportal.example', { introHidden: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Willkommen, Thomas Richter!' }),
    ).toBeVisible();
    await expect(canvas.queryByText(introText)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Einführung anzeigen' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Profil' })).toBeVisible();
  },
};

const widgetHeadings = async (canvasElement: HTMLElement) => {
  const widgetArea = await within(canvasElement).findByRole('region', { name: 'Ihre Übersicht' });
  return within(widgetArea)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

/** Features add widgets; they appear in the default order (Basket, Favorites, Order, … Profile). */
export const WithRegisteredWidget: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(['Warenkorb', 'Bestellungen', 'Profil']);
  },
};

/** Staff in the staff view: the basket widget is hidden like the basket itself (spec §6). */
export const WidgetsFollowScopesInStaffView: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(['Bestellungen', 'Profil']);
  },
};

/** A user without the orders scope (emergency service) gets no orders widget. */
export const WidgetsFollowScopesWithoutOrders: Story = {
  loaders: [loginAs('notfall@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(['Profil']);
  },
};
