import { Widget } from '@kundenportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardWidget } from '../shared/dashboard';
import { preferenceKey } from '../shared/preferences';
import { createStoryServices, firstAppearance, StoryPortal, servicesOf, storyText } from '../shared/testing';
import { DashboardPage } from './DashboardPage';
import { introPreferenceKey } from './introPreference';
import { dashboardMessages, layoutReset } from './messages';

const introText = 'Hier haben Sie alles rund um Ihre Bestellungen bei uns an einem Ort:';

/** Logs in and starts from a clean intro preference, or a hidden one. */
const loginAs =
  (email: string, { introHidden = false, layout }: { introHidden?: boolean; layout?: object } = {}) =>
  async () => {
    const services = await createStoryServices({ loginAs: email });
    const { data: user } = await services.api.GET('/auth/user');
    if (!user) throw new Error('No user');
    if (introHidden) localStorage.setItem(introPreferenceKey(user.id), 'true');
    else localStorage.removeItem(introPreferenceKey(user.id));
    // The widget arrangement as an earlier visit left it (or the default).
    if (layout) localStorage.setItem(layoutKey(user.id), JSON.stringify(layout));
    else localStorage.removeItem(layoutKey(user.id));
    return { services, userId: user.id };
  };
const layoutKey = (userId: number) => preferenceKey('dashboard.widgets', userId);

/** Stand-ins for the features' widgets: the dashboard only arranges what the app hands it. */
const storyWidget = (id: DashboardWidget['id'], title: string): DashboardWidget => ({
  id,
  title: { id: `story.${id}`, defaultMessage: title },
  render: (props) => (
    <Widget {...props}>
      <p>{`${props.title} – Inhalt`}</p>
    </Widget>
  ),
});
const registeredWidgets = {
  basket: storyWidget('basket', 'Warenkorb'),
  order: storyWidget('order', 'Bestellungen'),
  document: storyWidget('document', 'Dokumente'),
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
      canvas.getByRole('heading', { level: 2, name: storyText(dashboardMessages.introTitle) }),
    ).toBeVisible();
    await expect(canvas.getByText(introText)).toBeVisible();
    // The intro names the contact person and leads there.
    await expect(
      canvas.getByRole('link', { name: storyText(dashboardMessages.introContactLink) }),
    ).toHaveAttribute('href', '/user/contact');

    const widgetArea = canvas.getByRole('region', { name: storyText(dashboardMessages.widgetsTitle) });
    await expect(within(widgetArea).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(document.title).toBe('Übersicht – Kundenportal'));
  },
};

/** The intro can be hidden and shown again; the choice is kept for this user, focus follows the button. */
export const IntroHideAndShow: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const key = introPreferenceKey(loaded.userId as number);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(dashboardMessages.hideIntro) }),
    );
    await expect(canvas.queryByText(introText)).toBeNull();
    const show = canvas.getByRole('button', { name: storyText(dashboardMessages.showIntro) });
    await waitFor(() => expect(show).toHaveFocus());
    await expect(localStorage.getItem(key)).toBe('true');
    // The widgets stay.
    await expect(canvas.getByRole('region', { name: 'Profil' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(introText)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: storyText(dashboardMessages.hideIntro) })).toHaveFocus(),
    );
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
    await expect(canvas.getByRole('button', { name: storyText(dashboardMessages.showIntro) })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Profil' })).toBeVisible();
  },
};

const widgetHeadings = async (canvasElement: HTMLElement) => {
  const widgetArea = await within(canvasElement).findByRole('region', {
    name: storyText(dashboardMessages.widgetsTitle),
  });
  return within(widgetArea)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

/** Features add widgets; they appear in the default order (Basket, Favorites, Order, … Profile). */
export const WithRegisteredWidget: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Dokumente',
      'Profil',
    ]);
  },
};

/** Staff in the staff view: the basket widget is hidden like the basket itself (spec §6). */
export const WidgetsFollowScopesInStaffView: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(['Bestellungen', 'Dokumente', 'Profil']);
  },
};

/** A user without the orders scope (emergency service) gets no orders widget. */
export const WidgetsFollowScopesWithoutOrders: Story = {
  loaders: [loginAs('notfall@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(['Dokumente', 'Profil']);
  },
};

const area = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText(dashboardMessages.widgetsTitle) },
    firstAppearance,
  );

/** Remove with the widget's own button; the add-widget menu then offers it; the choice is kept for this user. */
export const RemoveAndAddBack: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const widgets = await area(canvasElement);
    await expect(within(widgets).getByText(storyText(dashboardMessages.allShown))).toBeVisible();
    await userEvent.click(within(widgets).getByRole('button', { name: 'Bestellungen entfernen' }));
    await expect(await widgetHeadings(canvasElement)).toEqual(['Warenkorb', 'Dokumente', 'Profil']);
    await expect(await within(widgets).findByText('Bestellungen wurde entfernt.')).toBeInTheDocument();
    const add = within(widgets).getByRole('button', { name: storyText(dashboardMessages.addWidget) });
    await waitFor(() => expect(add).toHaveFocus());
    const stored = JSON.parse(localStorage.getItem(layoutKey(loaded.userId as number)) ?? '{}');
    await expect(stored.hidden).toEqual(['order']);

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: storyText(dashboardMessages.addWidget) });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bestellungen']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Bestellungen' }));
    // Back at the end, where the user sees it appear; focus on its first control.
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Dokumente',
      'Profil',
      'Bestellungen',
    ]);
    await waitFor(() =>
      expect(within(widgets).getByRole('button', { name: 'Bestellungen entfernen' })).toHaveFocus(),
    );
  },
};

/**
 * Every widget the user may see can be removed and added back, Search among them (issue 30): gone after its
 * remove button, focus on the add-widget button, kept for this user only, back at the end when added.
 */
export const RemoveSearchAndAddBack: Story = {
  args: { widgets: { ...registeredWidgets, search: storyWidget('search', 'Suche') } },
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const widgets = await area(canvasElement);
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Suche',
      'Dokumente',
      'Profil',
    ]);
    await userEvent.click(within(widgets).getByRole('button', { name: 'Suche entfernen' }));
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Dokumente',
      'Profil',
    ]);
    await expect(within(widgets).queryByRole('region', { name: 'Suche' })).toBeNull();
    await expect(await within(widgets).findByText('Suche wurde entfernt.')).toBeInTheDocument();
    const add = within(widgets).getByRole('button', { name: storyText(dashboardMessages.addWidget) });
    await waitFor(() => expect(add).toHaveFocus());
    const key = layoutKey(loaded.userId as number);
    await expect(JSON.parse(localStorage.getItem(key) ?? '{}').hidden).toEqual(['search']);

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: storyText(dashboardMessages.addWidget) });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Suche' }));
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Dokumente',
      'Profil',
      'Suche',
    ]);
    await expect(within(widgets).getByRole('region', { name: 'Suche' })).toBeVisible();
    await waitFor(() =>
      expect(within(widgets).getByRole('button', { name: 'Suche entfernen' })).toHaveFocus(),
    );
    await expect(JSON.parse(localStorage.getItem(key) ?? '{}').hidden).toEqual([]);
  },
};

/** Move by keyboard: focus stays on the moved widget's button; the new place is announced. */
export const MoveByKeyboard: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const widgets = await area(canvasElement);
    await expect(
      within(widgets).getByRole('button', { name: 'Warenkorb nach oben verschieben' }),
    ).toBeDisabled();
    await expect(
      within(widgets).getByRole('button', { name: 'Profil nach unten verschieben' }),
    ).toBeDisabled();
    within(widgets).getByRole('button', { name: 'Profil nach oben verschieben' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Profil',
      'Dokumente',
    ]);
    await expect(within(widgets).getByText('Profil steht jetzt an Position 3 von 4.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(widgets).getByRole('button', { name: 'Profil nach oben verschieben' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Profil',
      'Warenkorb',
      'Bestellungen',
      'Dokumente',
    ]);
    // At the top the up button is disabled: focus moves to its enabled sibling.
    await waitFor(() =>
      expect(within(widgets).getByRole('button', { name: 'Profil nach unten verschieben' })).toHaveFocus(),
    );
  },
};

/** An arrangement from an earlier visit comes back as it was (a reload); reset returns the spec's order. */
export const KeptAcrossReloadAndReset: Story = {
  loaders: [
    loginAs('kunde@kundenportal.example', {
      layout: {
        order: ['profile', 'document', 'basket', 'favorites', 'order', 'search'],
        hidden: ['basket'],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const widgets = await area(canvasElement);
    await expect(await widgetHeadings(canvasElement)).toEqual(['Profil', 'Dokumente', 'Bestellungen']);
    const reset = within(widgets).getByRole('button', { name: storyText(dashboardMessages.resetLayout) });
    await userEvent.click(reset);
    await expect(await widgetHeadings(canvasElement)).toEqual([
      'Warenkorb',
      'Bestellungen',
      'Dokumente',
      'Profil',
    ]);
    await expect(reset).toBeDisabled();
    await expect(within(widgets).getByText(storyText(layoutReset))).toBeInTheDocument();
  },
};

/** Everything removed: a note says how to bring the widgets back. */
export const AllRemoved: Story = {
  loaders: [
    loginAs('kunde@kundenportal.example', {
      layout: {
        order: ['basket', 'favorites', 'order', 'search', 'document', 'profile'],
        hidden: ['basket', 'order', 'document', 'profile'],
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const widgets = await area(canvasElement);
    await expect(within(widgets).getByText(storyText(dashboardMessages.noWidgets))).toBeVisible();
    await expect(
      within(widgets).getByRole('button', { name: storyText(dashboardMessages.addWidget) }),
    ).toBeVisible();
  },
};
