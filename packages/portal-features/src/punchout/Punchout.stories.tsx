import { getMockDb, punchoutSetupOci, resetMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageNames } from '../shared/pages';
import {
  type CaughtPost,
  catchFormPosts,
  createStoryServices,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  punchoutAs,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  StoryPortal,
  servicesOf,
  storyHookUrl,
  storyHttp,
  storyPath,
  storyText,
} from '../shared/testing';
import { punchoutMessages as m } from './messages';
import { PunchoutPage } from './PunchoutPage';
import { PunchoutStartPage } from './PunchoutStartPage';

const BUYER = 'kunde@kundenportal.example';
const system = 'SAP SRM';

const meta = {
  title: 'Screens/Punchout',
  component: PunchoutPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  // Each story starts from the seeded demo: a hand-back empties the basket it sent.
  loaders: [
    async () => {
      resetMockDb();
      return {};
    },
  ],
  render: renderScreen(() => <PunchoutPage />, { url: '/user/punchout' }),
} satisfies Meta<typeof PunchoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let transfers: RecordedRequest[] = [];
let checks: RecordedRequest[] = [];
let caught: { posts: CaughtPost[]; stop(): void } | undefined;

/** Records the transfer calls and catches the hand-back's form post (instead of leaving the page). */
const watchHandBack: NonNullable<Story['beforeEach']> = ({ msw }) => {
  transfers = recordRequests(msw, 'post', '/punchout/transfer');
  caught = catchFormPosts();
  return () => caught?.stop();
};
/** The page once its user is in: the heading, and in a punchout session the lead naming the system. */
async function heading(canvasElement: HTMLElement, inPunchout = true) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: storyText(pageNames.punchout) }, firstAppearance);
  if (inPunchout) await canvas.findByText(storyText(m.lead, { system }), {}, firstAppearance);
}
const transferButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: storyText(m.transfer) }, firstAppearance);

/** The hand-back page: what goes, what cannot (named, with why), the transfer – posted once to the hook. */
export const Transfer: Story = {
  loaders: [punchoutAs(BUYER, { withUnpriced: true })],
  beforeEach: watchHandBack,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(storyText(m.lead, { system }))).toBeVisible();
    await expect(
      await canvas.findByText(storyText(m.positions, { count: 2 }), {}, firstAppearance),
    ).toBeVisible();
    // The position without a price is named before anything is sent, with why.
    await expect(
      await canvas.findByText(storyText(m.leftOutTitle, { count: 1 }), {}, firstAppearance),
    ).toBeVisible();
    const named = canvas.getByRole('listitem');
    await expect(named).toHaveTextContent(storyText(m.noPrice));
    await expect(named).toHaveTextContent(/Meterware/);
    // Pressed twice: one call, one post.
    await userEvent.dblClick(await transferButton(canvasElement));
    await expect(await canvas.findByText(storyText(m.sent, { system }), {}, firstAppearance)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(m.transfer) })).toBeNull();
    // The button went with the transfer: focus is on what happened, not lost.
    await waitFor(() =>
      expect(document.activeElement).toContainElement(canvas.getByText(storyText(m.sent, { system }))),
    );
    await waitFor(() => expect(caught?.posts).toHaveLength(1));
    await expect(transfers).toHaveLength(1);
    await expect(transfers[0]?.body).toEqual({ punchout_transfer: { cancel: false } });
    const post = caught?.posts[0];
    await expect(post?.action).toBe(storyHookUrl);
    await expect(post?.target).toBe('_top');
    const fields = new Map(post?.fields);
    await expect(fields.get('~OkCode')).toBe('ADDI');
    await expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toMatch(/^\d{8,10}$/);
    await expect(fields.has('NEW_ITEM-VENDORMAT[3]')).toBe(false);
  },
};

/** Cancelled: an empty basket goes back, and the page says so. */
export const Cancel: Story = {
  loaders: [punchoutAs(BUYER)],
  beforeEach: watchHandBack,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(m.cancel, { system }) }, firstAppearance),
    );
    await expect(
      await canvas.findByText(storyText(m.cancelled, { system }), {}, firstAppearance),
    ).toBeVisible();
    await expect(transfers[0]?.body).toEqual({ punchout_transfer: { cancel: true } });
    await waitFor(() => expect(caught?.posts).toHaveLength(1));
    await expect(caught?.posts[0]?.fields.map(([name]) => name)).toEqual(['~OkCode', '~TARGET', '~CALLER']);
  },
};

/** A hook whose origin config.json does not list: refused before anything is sent. */
export const OriginNotAllowed: Story = {
  loaders: [punchoutAs(BUYER, { allowed: false })],
  beforeEach({ msw }) {
    transfers = recordRequests(msw, 'post', '/punchout/transfer');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(
      await canvas.findByText(
        storyText(m.originRefused, { origin: new URL(storyHookUrl).origin }),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(m.transfer) })).toBeNull();
    await expect(transfers).toHaveLength(0);
  },
};

/** The backend's answer names another origin than the session's: nothing is posted. */
export const AnswerToAnotherOrigin: Story = {
  loaders: [punchoutAs(BUYER)],
  beforeEach({ msw }) {
    caught = catchFormPosts();
    msw.use(
      storyHttp.post('/punchout/transfer', ({ response }) =>
        response(200).json({
          format: 'oci',
          action: 'https://evil.example/collect',
          target: '_top',
          fields: [{ name: '~OkCode', value: 'ADDI' }],
          positions: 0,
          left_out: [],
        }),
      ),
    );
    return () => caught?.stop();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await waitFor(async () => expect(await transferButton(canvasElement)).toBeEnabled(), firstAppearance);
    await userEvent.click(await transferButton(canvasElement));
    await expect(
      await canvas.findByText(
        storyText(m.originRefused, { origin: 'https://evil.example' }),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(caught?.posts).toHaveLength(0);
  },
};

/** A backend without the check: the transfer goes at once, and what could not go back is named afterwards. */
export const WithoutCheck: Story = {
  loaders: [punchoutAs(BUYER, { withUnpriced: true, without: ['checkPunchoutBasket'] })],
  beforeEach({ msw }) {
    checks = recordRequests(msw, 'get', '/punchout/transfer');
    caught = catchFormPosts();
    return () => caught?.stop();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await transferButton(canvasElement));
    await expect(await canvas.findByText(storyText(m.sent, { system }), {}, firstAppearance)).toBeVisible();
    await expect(canvas.getByText(storyText(m.leftOutTitle, { count: 1 }))).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(storyText(m.noPrice));
    await expect(checks).toHaveLength(0);
  },
};

/** A backend without the hand-back: the page says the portal offers none, and sends nothing. */
export const WithoutTransfer: Story = {
  loaders: [punchoutAs(BUYER, { without: ['transferPunchoutBasket'] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(storyText(m.unavailable))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(m.transfer) })).toBeNull();
  },
};

/** The basket check fails: said, with a retry; nothing can be sent yet. */
export const CheckFails: Story = {
  loaders: [punchoutAs(BUYER)],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get('/punchout/transfer', ({ response }) =>
        response(403).json({ message: 'Access Denied.', code: 'forbidden' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(await canvas.findByText(storyText(m.loadFailed), {}, firstAppearance)).toBeVisible();
    await expect(await transferButton(canvasElement)).toBeDisabled();
  },
};

/** Not in a punchout session: the page says the basket is ordered here, and leads there. */
export const NotPunchout: Story = {
  loaders: [loginAs(BUYER)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, false);
    await expect(await canvas.findByText(storyText(m.notPunchout), {}, firstAppearance)).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(m.toBasket) })).toHaveAttribute(
      'href',
      storyPath('/user/basket'),
    );
  },
};

/** A start token for the start page's stories, made by the mock's OCI setup. */
async function startToken(): Promise<string> {
  const setup = await punchoutSetupOci(
    getMockDb(),
    new URLSearchParams({ HOOK_URL: storyHookUrl, USERNAME: BUYER, PASSWORD: 'Demo1234!' }),
  );
  return 'start' in setup ? (new URL(setup.start, 'http://story').searchParams.get('token') ?? '') : '';
}

const startStory = (token: () => Promise<string>, without = false): Pick<Story, 'loaders' | 'render'> => ({
  loaders: [
    async () => ({
      services: await createStoryServices(without ? { without: ['startPunchoutSession'] } : {}),
      token: await token(),
    }),
  ],
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url={`/punchout${loaded.token ? `?token=${loaded.token}` : ''}`}
    >
      <PunchoutStartPage />
    </StoryPortal>
  ),
});

/** The procurement system's start URL: the token is exchanged once and the buyer lands in the search. */
export const Start: Story = {
  ...startStory(startToken),
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/search')), firstAppearance);
    const user = await servicesOf(loaded).api.GET('/auth/user');
    await expect(user.data?.punchout?.procurement_system).toBe(system);
    await expect(within(canvasElement).queryByText(storyText(m.spentTitle))).toBeNull();
  },
};

/** A start URL opened a second time (or too late): says so, and where to start again. */
export const StartSpent: Story = {
  ...startStory(async () => {
    const token = await startToken();
    const link = getMockDb().magicLinks.get(token);
    if (link) link.used = true;
    return token;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(m.spentTitle) }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(m.spentText))).toBeVisible();
  },
};

/** Opened without a token: the procurement system opens this page, not the buyer. */
export const StartWithoutToken: Story = {
  ...startStory(async () => ''),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText(m.noToken), {}, firstAppearance),
    ).toBeVisible();
  },
};

/** A backend without punchout (config.json's capabilities): the page says the portal offers none. */
export const StartWithoutPunchout: Story = {
  ...startStory(startToken, true),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText(m.unavailable), {}, firstAppearance),
    ).toBeVisible();
  },
};
