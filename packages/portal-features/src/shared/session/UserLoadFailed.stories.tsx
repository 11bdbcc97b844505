/**
 * Logged in, but `GET /auth/user` fails (issue 29, never blank): the guard shows a heading, why, and a way on –
 * the retry and the logout – instead of an empty page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageTitleMessages } from '../page';
import {
  acmeDeployment,
  expectStuckSupport,
  firstAppearance,
  loginAs,
  StoryNotFound,
  StoryPageContent,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyText,
} from '../testing';
import { useAuthDialogs } from './authDialogs';
import { userLoadFailedMessages } from './messages';
import { RequireUser } from './RequireUser';

/** Which auth dialog the page asked for ("–" when none; the app renders the dialogs, not the guard). */
function DialogProbe() {
  const { dialog } = useAuthDialogs();
  return <output data-testid="dialog">{dialog ?? '–'}</output>;
}

/** Whether the server still fails: the retry's turn comes once a play heals it. */
let serverFails = true;

const meta = {
  title: 'Session/UserLoadFailed',
  parameters: { layout: 'padded' },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serverFails = true;
    // Failing until healed; then the mock backend answers (a resolver that returns nothing passes on).
    msw.use(
      storyHttp.get('/auth/user', ({ response }) =>
        serverFails
          ? // A 500 is outside the contract on purpose: the server fault the guard survives.
            response.untyped(HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }))
          : undefined,
      ),
    );
  },
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/dashboard">
      <DialogProbe />
      <Routes>
        <Route path="/user/*" element={<RequireUser page="dashboard" fallback={<StoryNotFound />} />}>
          <Route path="*" element={<StoryPageContent page="dashboard" />} />
        </Route>
      </Routes>
    </StoryPortal>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server answers 500 (after the client's retries): heading, message, retry and logout; the logout asks first. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(userLoadFailedMessages.title) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(userLoadFailedMessages.failed))).toBeVisible();
    const title = storyText(pageTitleMessages.withPage, { page: storyText(userLoadFailedMessages.title) });
    await waitFor(() => expect(document.title).toBe(title));
    await expect(canvas.getByRole('button', { name: storyText(userLoadFailedMessages.retry) })).toBeVisible();
    await expect(canvas.queryByTestId('page-content')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: storyText(userLoadFailedMessages.logout) }));
    await expect(canvas.getByTestId('dialog')).toHaveTextContent('logout');
  },
};

/** The retry asks again; once the server answers, the page shows. */
export const RetryAfterServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole(
      'button',
      { name: storyText(userLoadFailedMessages.retry) },
      firstAppearance,
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      storyText(userLoadFailedMessages.title),
    );
    serverFails = false;
    await userEvent.click(retry);
    await expect(await canvas.findByTestId('page-content', {}, firstAppearance)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The account does not come: besides retry and logout, the deployment's support contact (config.json). */
export const ServerErrorWithSupport: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { config: acmeDeployment })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: storyText(userLoadFailedMessages.retry) },
      firstAppearance,
    );
    await expectStuckSupport(canvasElement);
  },
};
