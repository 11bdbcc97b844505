/**
 * Storybook's review toolbar (issue 32) on the portal's frame: the story logs in as the customer, and the
 * globals a reviewer sets in the toolbar (or a link: `&globals=locale:pl;viewport:phone;role:sales`) make it
 * the sales staff's header and acting-for banner, in Polish, at phone width.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type UserPage, userPageRow } from '../shared/pages';
import { staffViewMessage } from '../shared/session';
import {
  firstAppearance,
  loginAs,
  StoryPageStandIn,
  StoryPortal,
  servicesOf,
  storyText,
} from '../shared/testing';
import { actingMessages, selectorMessages, userMenuLabel } from './messages';
import { PortalLayout } from './PortalLayout';

const pages: ReadonlySet<UserPage> = new Set<UserPage>(['dashboard', 'orders', 'documents', 'profile']);

const meta = {
  title: 'Layout/Review toolbar',
  component: PortalLayout,
  parameters: { layout: 'fullscreen' },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url="/user/dashboard"
      userPages={pages}
      withNotification={false}
      routes={[
        {
          path: '*',
          element: <StoryPageStandIn page="dashboard" />,
        },
      ]}
    >
      <PortalLayout />
    </StoryPortal>
  ),
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a toolbar choice: the story's own login, the customer, who acts for nobody else. */
export const OwnLogin: Story = {
  name: "The Story's Own Login",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'button',
      { name: storyText(userMenuLabel, { name: 'Sabine Krüger' }) },
      firstAppearance,
    );
    await canvas.findByRole(
      'heading',
      { level: 1, name: storyText(userPageRow('dashboard').title) },
      firstAppearance,
    );
    await expect(canvas.queryByRole('region', { name: storyText(actingMessages.region) })).toBeNull();
  },
};

/** Role "Sales staff": Martina Vogel's header and the staff view's acting-for banner. */
export const AsSalesStaff: Story = {
  name: 'As Sales Staff',
  parameters: {
    review: { width: "finds the header's customer selector, which a phone shows in the menu drawer" },
  },
  globals: { role: 'sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole(
      'button',
      { name: storyText(userMenuLabel, { name: 'Martina Vogel' }) },
      firstAppearance,
    );
    const header = within(canvas.getByRole('banner'));
    await expect(
      await header.findByRole('combobox', { name: storyText(selectorMessages.customer) }, firstAppearance),
    ).toHaveValue(storyText(staffViewMessage));
    const banner = await canvas.findByRole(
      'region',
      { name: storyText(actingMessages.region) },
      firstAppearance,
    );
    await expect(banner).toHaveTextContent(storyText(actingMessages.staffView));
  },
};

/**
 * The link: Polish, at phone width (the menu in a drawer), as sales staff – the portal's own notice
 * included (its type and close button speak Polish too).
 */
export const InPolishOnPhoneAsSalesStaff: Story = {
  name: 'In Polish on a Phone as Sales Staff',
  globals: { locale: 'pl', role: 'sales', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Menu użytkownika Martina Vogel' }, firstAppearance);
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    const banner = await canvas.findByRole('region', { name: 'Kontekst klienta' }, firstAppearance);
    await expect(banner).toHaveTextContent(
      'Widok pracownika: nie działają Państwo w imieniu konkretnego klienta.',
    );
    servicesOf(loaded).notifications.notify('…', 'success', Number.POSITIVE_INFINITY);
    await expect(await canvas.findByRole('img', { name: 'Sukces' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zamknij' })).toBeVisible();
  },
};
