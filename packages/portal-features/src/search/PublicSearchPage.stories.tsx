import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addToListLabel } from '../domain/productLists/messages';
import { downloadLabelMessage, productSearchMessages } from '../domain/productSearch/messages';
import { commonMessages } from '../shared/messages/commonMessages';
import { useAuthDialogs } from '../shared/session';
import {
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  storyText,
} from '../shared/testing';
import { storyTextAnyPattern, storyTextWithValues } from '../shared/testing/storyScreenText';
import { publicCountMessage, searchMessages } from './messages';
import { PublicSearchPage } from './PublicSearchPage';

let searches: RecordedRequest[] = [];

/** Test-only: shows which auth dialog the page asked for and where the login would return to. */
function DialogProbe() {
  const { dialog, options } = useAuthDialogs();
  return dialog ? <p>{`Dialog: ${dialog} → ${options.returnTo ?? ''}`}</p> : null;
}

const at = (url: string) =>
  renderScreen(
    () => (
      <>
        <PublicSearchPage />
        <DialogProbe />
      </>
    ),
    { url },
  );

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Search · Suche/Public',
  id: 'screens-search-public',
  component: PublicSearchPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs()],
  beforeEach({ msw }) {
    searches = recordRequests(msw, 'get', '/products/search');
  },
  render: at('/search'),
} satisfies Meta<typeof PublicSearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: storyText(productSearchMessages.termLabel) });

/** A visitor searches: five hits of all, no documents, and a login that comes back to this search. */
export const LimitedResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(searchMessages.title) }),
    ).toBeVisible();
    await userEvent.type(field(canvas), 'a{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/search\?term=a$/));
    const status = await canvas.findByText(
      storyTextWithValues(publicCountMessage, ['count'], { shown: 5 }),
      {},
      firstAppearance,
    );
    await expect(status).toHaveAttribute('role', 'status');
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(
      canvas.queryByRole('button', {
        name: storyTextAnyPattern(downloadLabelMessage, ['type', 'name', 'languages']),
      }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: storyTextAnyPattern(addToListLabel.basket, ['product']) }),
    ).toBeNull();
    await expect(canvas.getByText(storyText(searchMessages.publicLimitedTitle))).toBeVisible();
    await expect(searches[0]?.query.has('customer')).toBe(false);

    await userEvent.click(canvas.getByRole('button', { name: storyText(searchMessages.publicLogin) }));
    await expect(canvas.getByText('Dialog: login → /user/search?term=a')).toBeVisible();
  },
};

/** Fewer hits than the limit: all of them, still with the prompt. */
export const FewResults: Story = {
  render: at('/search?term=Rillenkugellager'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText(publicCountMessage, { shown: 3, count: 3 }), {}, firstAppearance),
    ).toBeVisible();
    await expect(field(canvas)).toHaveValue('Rillenkugellager');
  },
};

/** Nothing found. */
export const NoResults: Story = {
  render: at('/search?term=Uranhexafluorid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyText(productSearchMessages.noResults) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(searchMessages.publicLogin) })).toBeNull();
  },
};

/** A blank search says what is missing and asks nothing. */
export const EmptyTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText(productSearchMessages.submit) }));
    await expect(await canvas.findByText(storyText(productSearchMessages.termRequired))).toBeVisible();
    await expect(searches).toHaveLength(0);
  },
};

/** The server fails: says so, with a retry. */
export const ServerError: Story = {
  render: at('/search?term=Natron'),
  beforeEach({ msw }) {
    withScenario(msw, 'GET /products/search', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(searchMessages.failed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Logged in, /search goes on to the full search with the same term. */
export const LoggedInGoesToFullSearch: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  render: at('/search?term=Natron'),
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/user/search?term=Natron'), firstAppearance);
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
