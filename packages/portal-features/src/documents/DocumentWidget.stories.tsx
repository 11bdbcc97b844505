import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../shared/messages/commonMessages';
import {
  asOnTheDashboard,
  firstAppearance,
  location,
  mockBackend,
  removeWidgetName,
  renderScreen,
  storyText,
} from '../shared/testing';
import { DocumentWidget } from './DocumentWidget';
import { documentsMessages, unseenUpdates } from './messages';
import { documentsLogin, products, type SavedFile, serveFixture } from './storyFixtures.testing';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Widgets/Documents · Meine Dokumente',
  id: 'widgets-documents',
  component: DocumentWidget,
  parameters: mockBackend,
  args: {
    // Empty: the widget's title in the story's locale, as the dashboard passes it (known only at render).
    title: '',
    headingLevel: 3,
    onRemove: fn(),
    // Empty: the dashboard's name for the remove button, in the story's locale (asOnTheDashboard).
    removeLabel: '',
  },
  render: (args, context) =>
    renderScreen(
      () => <DocumentWidget {...asOnTheDashboard(args, storyText(documentsMessages.widgetTitle))} />,
      {
        url: '/user/dashboard',
      },
    )(args, context),
} satisfies Meta<typeof DocumentWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const widget = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText(documentsMessages.widgetTitle) },
    firstAppearance,
  );

/** The last three documents (spec §9), newest first, with the count of unseen SDS updates; download in place. */
export const Full: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement, args, loaded }) => {
    const region = await widget(canvasElement);
    const items = await within(region).findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(`Sicherheitsdatenblatt ${products.citric.name}`);
    await expect(items[1]).toHaveTextContent(`Sicherheitsdatenblatt ${products.ascorbic.name}`);
    await expect(await within(region).findByText(storyText(unseenUpdates, { count: 2 }))).toBeVisible();
    await userEvent.click(
      within(region).getByRole('button', {
        name: removeWidgetName(storyText(documentsMessages.widgetTitle)),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(loaded.saved as SavedFile[]).toHaveLength(0);
    await userEvent.click(
      within(region).getByRole('link', { name: storyText(documentsMessages.widgetShowAll) }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/user/documents'));
  },
};

export const Loading: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    const region = await widget(canvasElement);
    await expect(
      await within(region).findByRole('progressbar', { name: storyText(documentsMessages.loading) }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'empty');
  },
  play: async ({ canvasElement }) => {
    const region = await widget(canvasElement);
    await expect(await within(region).findByText(storyText(documentsMessages.widgetEmpty))).toBeVisible();
  },
};

/** Its own error state with a retry; the rest of the dashboard is not affected. */
export const Failed: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const region = await widget(canvasElement);
    await expect(await within(region).findByText(storyText(documentsMessages.loadFailed))).toBeVisible();
    await expect(within(region).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
  },
};

/**
 * Never blank (issue 29): a call that never answers does not load for ever – past the read's deadline
 * (6 s) the widget says it failed and offers the retry, which waits anew.
 */
export const NoAnswer: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    const region = await widget(canvasElement);
    await expect(await within(region).findByRole('progressbar', {}, firstAppearance)).toBeInTheDocument();
    await expect(
      await within(region).findByText(storyText(documentsMessages.loadFailed), {}, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: storyText(commonMessages.retry) }));
    await expect(await within(region).findByRole('progressbar')).toBeInTheDocument();
  },
};

/** In the staff view a company must be chosen first. */
export const StaffView: Story = {
  loaders: [documentsLogin('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const region = await widget(canvasElement);
    await expect(await within(region).findByText(storyText(commonMessages.chooseCompanyFirst))).toBeVisible();
  },
};
