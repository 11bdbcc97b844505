import type { MessageDescriptor } from '@formatjs/intl';
import { Widget } from '@kundenportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { DashboardWidget, DashboardWidgetId } from '../shared/dashboard';
import { localizedPath } from '../shared/i18n';
import { pageTitleMessages } from '../shared/page';
import { pageNames } from '../shared/pages';
import { preferenceKey } from '../shared/preferences';
import {
  createStoryServices,
  firstAppearance,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyLocale,
  storyText,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { DashboardPage, type DashboardPageProps } from './DashboardPage';
import { introPreferenceKey } from './introPreference';
import {
  dashboardMessages,
  greeting,
  layoutReset,
  moveDownLabel,
  moveUpLabel,
  removeWidgetLabel,
  widgetMoved,
  widgetRemoved,
} from './messages';

// As the text queries read it (a French no-break space before the colon is a space there).
const introText = () => storyScreenText(dashboardMessages.introLead);

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

/**
 * Stand-ins for the features' widgets: the dashboard only arranges what the app hands it. Each is titled by its
 * page's name (the features' own widget titles are theirs to import), so it reads in every locale.
 */
const storyWidget = <Id extends DashboardWidgetId>(
  id: Id,
  title: MessageDescriptor,
): DashboardWidget<Id> => ({
  id,
  title,
  // Content without words, so the stand-in reads the same in every locale: a muted block where a list would be.
  render: (props) => (
    <Widget {...props}>
      <div aria-hidden="true" style={{ height: '4rem', borderRadius: 4, background: 'rgb(0 0 0 / 6%)' }} />
    </Widget>
  ),
});
const standIns = {
  basket: storyWidget('basket', pageNames.basket),
  order: storyWidget('order', pageNames.orders),
  document: storyWidget('document', pageNames.documents),
  profile: storyWidget('profile', pageNames.profile),
  search: storyWidget('search', pageNames.search),
};
type StandIn = keyof typeof standIns;
/** The story's args: which widgets the app registered – ids, so the Controls panel can toggle them. */
interface DashboardStoryArgs extends DashboardPageProps {
  registered: StandIn[];
}
/** The stand-ins' titles in the story's locale. */
const title = {
  basket: () => storyText(pageNames.basket),
  order: () => storyText(pageNames.orders),
  document: () => storyText(pageNames.documents),
  profile: () => storyText(pageNames.profile),
  search: () => storyText(pageNames.search),
};
const titles = (...ids: (keyof typeof title)[]) => ids.map((id) => title[id]());

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: { registered: ['basket', 'order', 'document', 'profile'] },
  // The page's `widgets` prop holds render functions, which the Controls panel cannot edit (it crashed the
  // story); the panel toggles the registered stand-ins by id instead.
  argTypes: {
    widgets: { control: false, table: { disable: true } },
    registered: {
      control: 'check',
      options: Object.keys(standIns),
      description: 'The widgets the app registered (stand-ins titled by their pages).',
    },
  },
  render: ({ registered }, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/dashboard">
      <DashboardPage widgets={Object.fromEntries(registered.map((id) => [id, standIns[id]]))} />
    </StoryPortal>
  ),
} satisfies Meta<DashboardStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Greeting, intro and the widgets the app registered – no placeholders for the others. */
export const Default: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(greeting, { name: 'Sabine Krüger' }) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText(dashboardMessages.introTitle) }),
    ).toBeVisible();
    await expect(canvas.getByText(introText())).toBeVisible();
    // The intro names the contact person and leads there.
    await expect(
      canvas.getByRole('link', { name: storyText(dashboardMessages.introContactLink) }),
    ).toHaveAttribute('href', localizedPath('/user/contact', storyLocale()));

    const widgetArea = canvas.getByRole('region', { name: storyText(dashboardMessages.widgetsTitle) });
    await expect(within(widgetArea).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(dashboardMessages.title) }),
      ),
    );
  },
};

/**
 * Before its user is known (issue 43.1): the page's name as heading and the intro – what the route's shell paints
 * from its HTML, hydrated in this state – without widgets, greeting or the choice to hide it (the user's to make).
 */
export const BeforeTheUserIsKnown: Story = {
  loaders: [async () => ({ services: await createStoryServices({ loginAs: 'kunde@kundenportal.example' }) })],
  beforeEach({ msw }) {
    msw.use(storyHttp.get('/auth/user', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(dashboardMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByText(introText())).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(dashboardMessages.hideIntro) })).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: storyText(dashboardMessages.widgetsTitle) }),
    ).toBeNull();
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
    await expect(canvas.queryByText(introText())).toBeNull();
    const show = canvas.getByRole('button', { name: storyText(dashboardMessages.showIntro) });
    await waitFor(() => expect(show).toHaveFocus());
    await expect(localStorage.getItem(key)).toBe('true');
    // The widgets stay.
    await expect(canvas.getByRole('region', { name: title.profile() })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(introText())).toBeVisible();
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
      await canvas.findByRole('heading', { level: 1, name: storyText(greeting, { name: 'Thomas Richter' }) }),
    ).toBeVisible();
    await expect(canvas.queryByText(introText())).toBeNull();
    await expect(canvas.getByRole('button', { name: storyText(dashboardMessages.showIntro) })).toBeVisible();
    await expect(canvas.getByRole('region', { name: title.profile() })).toBeVisible();
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
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'document', 'profile'),
    );
  },
};

/** Staff in the staff view: the basket widget is hidden like the basket itself (spec §6). */
export const WidgetsFollowScopesInStaffView: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(titles('order', 'document', 'profile'));
  },
};

/** A user without the orders scope (emergency service) gets no orders widget. */
export const WidgetsFollowScopesWithoutOrders: Story = {
  loaders: [loginAs('notfall@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(await widgetHeadings(canvasElement)).toEqual(titles('document', 'profile'));
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
    await userEvent.click(
      within(widgets).getByRole('button', { name: storyText(removeWidgetLabel, { title: title.order() }) }),
    );
    await expect(await widgetHeadings(canvasElement)).toEqual(titles('basket', 'document', 'profile'));
    await expect(
      await within(widgets).findByText(storyText(widgetRemoved, { title: title.order() })),
    ).toBeInTheDocument();
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
    ).toEqual(titles('order'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: title.order() }));
    // Back at the end, where the user sees it appear; focus on its first control.
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'document', 'profile', 'order'),
    );
    await waitFor(() =>
      expect(
        within(widgets).getByRole('button', { name: storyText(removeWidgetLabel, { title: title.order() }) }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Every widget the user may see can be removed and added back, Search among them (issue 30): gone after its
 * remove button, focus on the add-widget button, kept for this user only, back at the end when added.
 */
export const RemoveSearchAndAddBack: Story = {
  args: { registered: ['basket', 'order', 'document', 'profile', 'search'] },
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const widgets = await area(canvasElement);
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'search', 'document', 'profile'),
    );
    await userEvent.click(
      within(widgets).getByRole('button', { name: storyText(removeWidgetLabel, { title: title.search() }) }),
    );
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'document', 'profile'),
    );
    await expect(within(widgets).queryByRole('region', { name: title.search() })).toBeNull();
    await expect(
      await within(widgets).findByText(storyText(widgetRemoved, { title: title.search() })),
    ).toBeInTheDocument();
    const add = within(widgets).getByRole('button', { name: storyText(dashboardMessages.addWidget) });
    await waitFor(() => expect(add).toHaveFocus());
    const key = layoutKey(loaded.userId as number);
    await expect(JSON.parse(localStorage.getItem(key) ?? '{}').hidden).toEqual(['search']);

    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: storyText(dashboardMessages.addWidget) });
    await userEvent.click(within(menu).getByRole('menuitem', { name: title.search() }));
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'document', 'profile', 'search'),
    );
    await expect(within(widgets).getByRole('region', { name: title.search() })).toBeVisible();
    await waitFor(() =>
      expect(
        within(widgets).getByRole('button', {
          name: storyText(removeWidgetLabel, { title: title.search() }),
        }),
      ).toHaveFocus(),
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
      within(widgets).getByRole('button', { name: storyText(moveUpLabel, { title: title.basket() }) }),
    ).toBeDisabled();
    await expect(
      within(widgets).getByRole('button', { name: storyText(moveDownLabel, { title: title.profile() }) }),
    ).toBeDisabled();
    within(widgets)
      .getByRole('button', { name: storyText(moveUpLabel, { title: title.profile() }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'profile', 'document'),
    );
    await expect(
      within(widgets).getByText(storyText(widgetMoved, { title: title.profile(), position: 3, count: 4 })),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(widgets).getByRole('button', { name: storyText(moveUpLabel, { title: title.profile() }) }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('profile', 'basket', 'order', 'document'),
    );
    // At the top the up button is disabled: focus moves to its enabled sibling.
    await waitFor(() =>
      expect(
        within(widgets).getByRole('button', { name: storyText(moveDownLabel, { title: title.profile() }) }),
      ).toHaveFocus(),
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
    await expect(await widgetHeadings(canvasElement)).toEqual(titles('profile', 'document', 'order'));
    const reset = within(widgets).getByRole('button', { name: storyText(dashboardMessages.resetLayout) });
    await userEvent.click(reset);
    await expect(await widgetHeadings(canvasElement)).toEqual(
      titles('basket', 'order', 'document', 'profile'),
    );
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
