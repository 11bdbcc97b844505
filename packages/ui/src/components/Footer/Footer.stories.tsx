import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const navigate = fn();

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use.** Once per page at the bottom: copyright, support and legal links, cookie settings and, when logged out, registration.',
          "**When not.** For the app's main navigation (`SideMenu`) or for page-specific links.",
          "**Accessibility.** A `contentinfo` landmark with a navigation landmark named by `labels.navigation`; every text is a prop. Links go through react-aria's RouterProvider; text and the focus ring meet contrast on the dark brand surface in both themes.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    company: 'ACME Chemie GmbH',
    year: 2025,
    hrefs: { support: '/faq', privacy: '/datenschutz', imprint: '/impressum' },
    labels: {
      navigation: 'Service und Rechtliches',
      support: 'Support',
      privacy: 'Datenschutz',
      imprint: 'Impressum',
      cookieSettings: 'Cookie-Einstellungen',
      register: 'Registrieren',
    },
    onCookieSettings: fn(),
    onRegister: fn(),
    isLoggedOut: false,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 ACME Chemie GmbH');
    const nav = within(canvas.getByRole('navigation', { name: 'Service und Rechtliches' }));
    await expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/faq');
    await expect(nav.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    await expect(nav.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await expect(nav.queryByRole('button', { name: 'Registrieren' })).toBeNull();
    await userEvent.click(nav.getByRole('link', { name: 'Impressum' }));
    await expect(navigate).toHaveBeenCalledWith('/impressum', undefined);
  },
};

export const LoggedOut: Story = {
  args: { isLoggedOut: true },
  play: async ({ canvasElement, args }) => {
    const register = within(canvasElement).getByRole('button', { name: 'Registrieren' });
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const LoggedOutWithoutRegistration: Story = {
  // The registration area is behind a flag: without a handler there is nothing to offer.
  args: { isLoggedOut: true, onRegister: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Registrieren' })).toBeNull();
  },
};

export const CookieSettings: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const cookies = within(canvasElement).getByRole('button', { name: 'Cookie-Einstellungen' });
    await expect(cookies).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

export const CurrentYearByDefault: Story = {
  args: { year: undefined },
  play: async ({ canvasElement }) => {
    const year = new Date().getFullYear();
    await expect(within(canvasElement).getByText(`© ${year} ACME Chemie GmbH`)).toBeVisible();
  },
};
