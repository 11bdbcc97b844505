import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type CompiledMessages, loadMessages } from '../shared/i18n';
import { pageTitleMessages } from '../shared/page';
import { createStoryServices, StoryPortal, servicesOf, storyPath, storyText } from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { HomePage } from './HomePage';
import { homeMessages } from './messages';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)}>
      <HomePage />
    </StoryPortal>
  ),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const hero = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: storyText(homeMessages.title) }));

/** Logged out, registration off (the default): the promise, one way in, the search and six benefits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(homeMessages.title) }),
    ).toBeVisible();
    // One primary action in the hero: log in.
    const actions = hero(canvasElement).getAllByRole('link');
    await expect(actions.map((link) => link.textContent)).toEqual([storyText(homeMessages.ctaLogin)]);
    await expect(actions[0]).toHaveAttribute('href', storyPath('/login'));
    await expect(canvas.queryByRole('link', { name: storyText(homeMessages.ctaRegister) })).toBeNull();

    const advantages = canvas.getByRole('heading', {
      level: 2,
      name: storyText(homeMessages.advantagesTitle),
    }).nextElementSibling as HTMLElement;
    const tiles = within(advantages).getAllByRole('listitem');
    await expect(tiles).toHaveLength(6);
    // Every tile has its icon and its heading.
    for (const tile of tiles) {
      await expect(tile.querySelector('svg[data-icon]')).not.toBeNull();
      await expect(within(tile).getByRole('heading', { level: 3 })).toBeVisible();
    }
    await expect(canvas.getByText(storyScreenText(homeMessages.prices))).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(homeMessages.ctaFaq) })).toHaveAttribute(
      'href',
      storyPath('/faq'),
    );
    const title = storyText(pageTitleMessages.portal);
    await waitFor(() => expect(document.title).toBe(title));
  },
};

/** Desktop: six tiles in two even rows of three, nothing left hanging. */
export const BalancedGrid: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = (
      await canvas.findByRole('heading', { level: 2, name: storyText(homeMessages.advantagesTitle) })
    ).nextElementSibling as HTMLElement;
    const tops = within(list)
      .getAllByRole('listitem')
      .map((tile) => Math.round(tile.getBoundingClientRect().top));
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const perRow = [...rows.values()];
    await expect(perRow.every((count) => count === perRow[0])).toBe(true);
  },
};

export const RegistrationEnabled: Story = {
  loaders: [async () => ({ services: await createStoryServices({ config: { registrationEnabled: true } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: storyText(homeMessages.title) });
    const actions = hero(canvasElement).getAllByRole('link');
    await expect(actions.map((link) => link.textContent)).toEqual([
      storyText(homeMessages.ctaLogin),
      storyText(homeMessages.ctaRegister),
    ]);
    await userEvent.click(canvas.getByRole('link', { name: storyText(homeMessages.ctaRegister) }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/register')));
  },
};

/** Logged in, the hero's one action leads to the dashboard instead of a second login. */
export const LoggedIn: Story = {
  loaders: [async () => ({ services: await createStoryServices({ loginAs: 'kunde@kundenportal.example' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dashboard = await canvas.findByRole('link', { name: storyText(homeMessages.toDashboard) });
    await expect(dashboard).toHaveAttribute('href', storyPath('/user/dashboard'));
    await expect(
      hero(canvasElement).queryByRole('link', { name: storyText(homeMessages.ctaLogin) }),
    ).toBeNull();
  },
};

/** The public search: Enter or the button goes to /search?term=…, trimmed and encoded. */
export const PublicSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: storyText(homeMessages.ctaSearch) }));
    const field = form.getByRole('searchbox', { name: storyText(homeMessages.searchLabel) });
    await userEvent.type(field, '  Zitronensäure E330 {Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        storyPath('/search?term=Zitronens%C3%A4ure+E330'),
      ),
    );
  },
};

export const PublicSearchByButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: storyText(homeMessages.ctaSearch) }));
    await userEvent.type(form.getByRole('searchbox'), '100234');
    await userEvent.click(form.getByRole('button', { name: storyText(homeMessages.searchSubmit) }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/search?term=100234')),
    );
  },
};

/** Polish on a phone: long words break, nothing scrolls sideways, Polish letters in the brand face. */
export const PolishOnPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  loaders: [
    async () => ({
      services: await createStoryServices(),
      messages: await loadMessages('pl', ['home']),
    }),
  ],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} locale="pl" messages={loaded.messages as CompiledMessages}>
      <HomePage />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await expect(canvas.getByText('W Państwa języku')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
