/**
 * The guard of every /user/* page (spec §6): logged out it opens the login and returns afterwards; without the
 * scope, or in the staff view where the page is hidden, it answers like an unknown route.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages/commonMessages';
import { pageTitleMessages } from '../page';
import { type UserPage, userPageRow } from '../pages';
import {
  createStoryServices,
  expectNotFoundPage,
  StoryNotFound,
  StoryPageContent,
  StoryPortal,
  servicesOf,
  storyText,
} from '../testing';
import { useAuthDialogs } from './authDialogs';
import { loginRequiredMessages } from './LoginRequired';
import { userLoadFailedMessages } from './messages';
import { RequireUser } from './RequireUser';
import { useSession } from './SessionProvider';

/** Which auth dialog the guard asked for ("–" when none), and a way to dismiss it as the user would. */
function DialogProbe() {
  const intl = useIntl();
  const { dialog, options, close } = useAuthDialogs();
  return (
    <div>
      <output data-testid="dialog">{dialog ? `${dialog} → ${options.returnTo ?? ''}` : noDialog}</output>
      {dialog && (
        <button type="button" onClick={close}>
          {intl.formatMessage(commonMessages.close)}
        </button>
      )}
    </div>
  );
}
const noDialog = '–';

/** Ends the session on the page, as a logout or a changed password does. */
function EndSession() {
  const intl = useIntl();
  const { logout, isAuthenticated } = useSession();
  return isAuthenticated ? (
    <button type="button" onClick={logout}>
      {intl.formatMessage(userLoadFailedMessages.logout)}
    </button>
  ) : null;
}

const meta = {
  title: 'Session/RequireUser',
  parameters: { layout: 'padded' },
  loaders: [
    async ({ parameters }) => ({
      services: await createStoryServices({ loginAs: parameters.loginAs as string | undefined }),
    }),
  ],
  render: (_args, { loaded, parameters }) => {
    const page = parameters.page as UserPage;
    return (
      <StoryPortal services={servicesOf(loaded)} url={`/user/${page}`}>
        <DialogProbe />
        <EndSession />
        <Routes>
          <Route path="/user/*" element={<RequireUser page={page} fallback={<StoryNotFound />} />}>
            <Route path="*" element={<StoryPageContent page={page} />} />
          </Route>
        </Routes>
      </StoryPortal>
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logged out: the login opens and will return here; behind it, and once it is dismissed, the page says what it
 * is (its own name as heading and document title) and offers the login – never a blank page.
 */
export const LoggedOutVisit: Story = {
  parameters: { page: 'profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The guard opens the login in an effect after the page's first paint.
    await waitFor(() => expect(canvas.getByTestId('dialog')).toHaveTextContent('login → /user/profile'));
    await expect(canvas.queryByTestId('page-content')).toBeNull();
    const profile = storyText(userPageRow('profile').title);
    await expect(await canvas.findByRole('heading', { level: 1, name: profile })).toBeVisible();
    const title = storyText(pageTitleMessages.withPage, { page: profile });
    await waitFor(() => expect(document.title).toBe(title));

    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.close) }));
    await expect(canvas.getByRole('heading', { level: 1, name: profile })).toBeVisible();
    await expect(canvas.getByText(storyText(loginRequiredMessages.text))).toBeVisible();
    // Dismissed means dismissed: it does not pop up again by itself.
    await expect(canvas.getByTestId('dialog')).toHaveTextContent(noDialog);
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginRequiredMessages.login) }));
    await waitFor(() => expect(canvas.getByTestId('dialog')).toHaveTextContent('login → /user/profile'));
  },
};

/** Pages outside the menu are named too: an order link opened logged out says it leads to an order. */
export const LoggedOutOrderDetail: Story = {
  parameters: { page: 'order' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(userPageRow('order').title) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: storyText(loginRequiredMessages.login) })).toBeVisible();
  },
};

export const CustomerSeesTheirPage: Story = {
  parameters: { page: 'basket', loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('page-content')).toHaveTextContent(
      storyText(userPageRow('basket').title),
    );
    await expect(canvas.getByTestId('dialog')).toHaveTextContent(noDialog);
  },
};

/** The emergency service has no basket scope: the basket answers like an unknown route. */
export const WithoutScopeAnswersLikeUnknown: Story = {
  parameters: { page: 'basket', loginAs: 'notfall@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotFoundPage();
    await expect(canvas.queryByTestId('page-content')).toBeNull();
  },
};

/**
 * Sales staff hold the basket scope; in the staff view the basket is out of the menu (spec §6) but a link to
 * it opens the page, which asks for a company first (spec §2) instead of answering 404.
 */
export const StaffViewOpensBasketToChooseCompany: Story = {
  parameters: { page: 'basket', loginAs: 'vertrieb@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('page-content')).toHaveTextContent(
      storyText(userPageRow('basket').title),
    );
    await expect(
      canvas.queryByRole('heading', { level: 1, name: storyText({ id: 'status.notFound.title' }) }),
    ).toBeNull();
  },
};

/** My products has no company question: in the staff view it answers like an unknown route. */
export const StaffViewHidesMyProducts: Story = {
  parameters: { page: 'products', loginAs: 'vertrieb@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectNotFoundPage();
    await expect(canvas.queryByTestId('page-content')).toBeNull();
  },
};

/** A session that ends on the page (logout, changed password) goes home quietly: no login pops up. */
export const SessionEndsHere: Story = {
  parameters: { page: 'profile', loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('page-content')).toHaveTextContent(
      storyText(userPageRow('profile').title),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(userLoadFailedMessages.logout) }));
    await waitFor(() => expect(canvas.queryByTestId('page-content')).toBeNull());
    await expect(canvas.getByTestId('dialog')).toHaveTextContent(noDialog);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
