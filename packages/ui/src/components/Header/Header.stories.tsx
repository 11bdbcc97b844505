import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Header, type HeaderProps } from './Header';

const logoSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="4" fill="#00508c"/><text x="60" y="26" font-family="Arial" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">ACME</text></svg>',
)}`;

const labels = {
  menuToggle: 'Menü',
  userMenu: 'Benutzermenü Max Mustermann',
  profile: 'Mein Profil',
  logout: 'Abmelden',
  login: 'Anmelden',
};

/** The header is controlled; this stand-in keeps the menu state and the element aria-controls points at. */
function HeaderWithMenu(props: HeaderProps) {
  const [isMenuOpen, setMenuOpen] = useState(props.isMenuOpen);
  return (
    <>
      <Header
        {...props}
        isMenuOpen={isMenuOpen}
        onMenuToggle={(next) => {
          setMenuOpen(next);
          props.onMenuToggle(next);
        }}
      />
      <nav id={props.menuId} aria-label="Hauptmenü" hidden={!isMenuOpen}>
        Menüinhalt
      </nav>
    </>
  );
}

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use.** Once per app page, sticky at the top: menu toggle, logo and slogan, selectors, favourites, basket and the user menu.',
          "**When not.** For a page's title (that is the page's `h1`) or page-level actions.",
          '**Accessibility.** A `banner` landmark. The menu toggle is named by `labels.menuToggle` and tells its state with `aria-expanded`/`aria-controls`; the user menu is a react-aria menu named by `labels.userMenu`; count links include their counts in their names. All texts are props.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    slogan: 'Kundenportal',
    logoSrc,
    logoAlt: 'ACME Startseite',
    homeHref: '/',
    menuId: 'side-menu',
    isMenuOpen: false,
    onMenuToggle: fn(),
    labels,
    onLogin: fn(),
    onLogout: fn(),
    onProfile: fn(),
  },
  render: (args) => <HeaderWithMenu {...args} />,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const customer = {
  user: { name: 'Max Mustermann' },
  favourites: { href: '/user/favorites', count: 2, label: 'Favoriten, 2 Produkte' },
  basket: { href: '/user/basket', count: 3, label: 'Warenkorb, 3 Artikel' },
} satisfies Partial<HeaderProps>;

export const LoggedOut: Story = {
  parameters: {
    review: {
      width: "asserts the slogan, which a phone's header leaves out for its icons (Mobile shows that header)",
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ACME Startseite' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Kundenportal')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.userMenu })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Warenkorb/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Logged in, the user still loading: no login button that would turn into the user menu a moment later. */
export const UserLoading: Story = {
  parameters: {
    review: {
      width: "asserts the slogan, which a phone's header leaves out for its icons (Mobile shows that header)",
    },
  },
  args: { isUserLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kundenportal')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: labels.userMenu })).toBeNull();
    await expect(canvas.getByTestId('header-user-loading')).toBeInTheDocument();
  },
};

export const Customer: Story = {
  args: customer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basket = canvas.getByRole('link', { name: 'Warenkorb, 3 Artikel' });
    await expect(basket).toHaveAttribute('href', '/user/basket');
    await expect(within(basket).getByText('3')).toBeVisible();
    const favourites = canvas.getByRole('link', { name: 'Favoriten, 2 Produkte' });
    await expect(favourites).toHaveAttribute('href', '/user/favorites');
    await expect(within(favourites).getByText('2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.userMenu })).toHaveTextContent('Max Mustermann');
    await expect(canvas.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    await expect(getComputedStyle(canvas.getByRole('banner')).position).toBe('sticky');
  },
};

export const LogoSlot: Story = {
  args: {
    logoSrc: undefined,
    logo: (
      <svg role="img" aria-label="ACME Startseite" width="120" height="40" viewBox="0 0 120 40">
        <rect width="120" height="40" rx="4" fill="#00508c" />
      </svg>
    ),
    homeHref: '/user/dashboard',
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'ACME Startseite' });
    await expect(home).toHaveAttribute('href', '/user/dashboard');
    await expect(within(home).getByRole('img', { name: 'ACME Startseite' })).toBeVisible();
  },
};

export const MenuToggle: Story = {
  args: customer,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-controls', 'side-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onMenuToggle).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuToggle).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const UserMenuLogoutByKeyboard: Story = {
  args: customer,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: labels.userMenu });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', { name: labels.userMenu });
    const profile = within(menu).getByRole('menuitem', { name: 'Mein Profil' });
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onProfile).not.toHaveBeenCalled();
    // The popover closes and hands focus back after its exit; both happen a frame later.
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const UserMenuProfile: Story = {
  args: customer,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.userMenu }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Mein Profil' }));
    await expect(args.onProfile).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const AdminCenter: Story = {
  parameters: {
    review: {
      width: "asserts the slogan, which a phone's header leaves out for its icons (Mobile shows that header)",
    },
  },
  args: {
    ...customer,
    slogan: 'Admin Center',
    favourites: undefined,
    basket: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Admin Center')).toBeVisible();
    await expect(canvas.queryByText('Kundenportal')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Warenkorb/ })).toBeNull();
  },
};

const selectorSlots = {
  customerSelector: (
    <Button variant="secondary" size="small">
      Kunde: Müller GmbH
    </Button>
  ),
  clientSelector: (
    <Button variant="secondary" size="small">
      Mandant: Hauptgruppe
    </Button>
  ),
  languageSwitch: (
    <Button variant="tertiary" size="small">
      Deutsch
    </Button>
  ),
} satisfies Partial<HeaderProps>;

export const WithSelectors: Story = {
  parameters: {
    review: {
      width: "presses the header's selectors, which a phone moves into the side menu (Mobile shows that)",
    },
  },
  args: { ...customer, ...selectorSlots },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Kunde: Müller GmbH' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mandant: Hauptgruppe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deutsch' })).toBeVisible();
    await expect(canvas.getByText('Max Mustermann')).toBeVisible();
  },
};

export const BadgeCapped: Story = {
  args: {
    ...customer,
    basket: { href: '/user/basket', count: 150, label: 'Warenkorb, 150 Artikel' },
    favourites: { href: '/user/favorites', count: 0, label: 'Favoriten, keine Produkte' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('link', { name: 'Warenkorb, 150 Artikel' })).getByText('99+'),
    ).toBeVisible();
    const favourites = canvas.getByRole('link', { name: 'Favoriten, keine Produkte' });
    // A zero count shows no bubble at all.
    await expect(within(favourites).queryByText('0')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { ...customer, ...selectorSlots },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Selectors and language move into the side menu on mobile; the header does not even mount its selectors.
    await expect(canvas.queryByRole('button', { name: 'Kunde: Müller GmbH', hidden: true })).toBeNull();
    await expect(canvas.getByText('Kundenportal')).not.toBeVisible();
    // The name stays in the accessibility tree but takes no room.
    await expect(canvas.getByText('Max Mustermann').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('button', { name: labels.userMenu })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMenuToggle).toHaveBeenCalledWith(true);
  },
};
