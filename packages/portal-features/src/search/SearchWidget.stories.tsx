import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productSearchMessages } from '../domain/productSearch/messages';
import { localizedPath } from '../shared/i18n';
import {
  asOnTheDashboard,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  removeWidgetName,
  renderScreen,
  storyLocale,
  storyText,
} from '../shared/testing';
import { searchMessages } from './messages';
import { SearchWidget } from './SearchWidget';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Widgets/Search · Suche',
  id: 'widgets-search',
  component: SearchWidget,
  parameters: mockBackend,
  args: {
    // Empty: the render passes the widget's title in the story's locale, as the dashboard does (a title typed
    // into Controls replaces it).
    title: '',
    headingLevel: 3,
    onRemove: fn(),
    // Empty: the dashboard's name for the remove button, in the story's locale (asOnTheDashboard).
    removeLabel: '',
  },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <SearchWidget {...asOnTheDashboard(args, storyText(searchMessages.widgetTitle))} />, {
      url: '/user/dashboard',
    })(args, context),
} satisfies Meta<typeof SearchWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A term opens the product search with it. */
export const SearchesFromTheDashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widget = await canvas.findByRole(
      'region',
      { name: storyText(searchMessages.widgetTitle) },
      firstAppearance,
    );
    await expect(
      within(widget).getByRole('heading', { level: 3, name: storyText(searchMessages.widgetTitle) }),
    ).toBeVisible();
    await userEvent.type(
      within(widget).getByRole('searchbox', { name: storyText(productSearchMessages.termLabel) }),
      ' Natri%chlorid {Enter}',
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent(localizedPath('/user/search?term=Natri%25chlorid', storyLocale())),
    );
  },
};

/** A blank term stays on the dashboard and says what is missing. */
export const EmptyTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widget = await canvas.findByRole(
      'region',
      { name: storyText(searchMessages.widgetTitle) },
      firstAppearance,
    );
    await userEvent.click(
      within(widget).getByRole('button', { name: storyText(productSearchMessages.submit) }),
    );
    await expect(within(widget).getByText(storyText(productSearchMessages.termRequired))).toBeVisible();
    await expect(location()).toHaveTextContent('/user/dashboard');
  },
};

/** The link to the full search. */
export const ShowAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widget = await canvas.findByRole(
      'region',
      { name: storyText(searchMessages.widgetTitle) },
      firstAppearance,
    );
    await userEvent.click(
      within(widget).getByRole('link', { name: storyText(searchMessages.widgetShowAll) }),
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent(new RegExp(`^${localizedPath('/user/search', storyLocale())}$`)),
    );
  },
};

/** Like every widget, Search can be removed from the dashboard: its remove button hands that to the dashboard. */
export const Removable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const widget = await canvas.findByRole(
      'region',
      { name: storyText(searchMessages.widgetTitle) },
      firstAppearance,
    );
    await userEvent.click(
      within(widget).getByRole('button', { name: removeWidgetName(storyText(searchMessages.widgetTitle)) }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    // Removing is not searching: the page stays.
    await expect(location()).toHaveTextContent('/user/dashboard');
  },
};
