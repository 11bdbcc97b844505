import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { SideMenu, type SideMenuProps } from './SideMenu';
import type { SideMenuEntry } from './SideMenuEntries';

const navigate = fn();
const onLogout = fn();
const onLogin = fn();
const onRegister = fn();

const customerItems: SideMenuEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/user/dashboard', icon: 'dashboard' },
  { id: 'basket', label: 'Warenkorb', href: '/user/basket', icon: 'basket' },
  { id: 'favorites', label: 'Favoriten', href: '/user/favorites', icon: 'bookmark' },
  {
    id: 'customer-selector',
    content: (
      <Button variant="secondary" size="small">
        Kunde: Müller GmbH
      </Button>
    ),
  },
  {
    id: 'orders-section',
    label: 'Bestellungen',
    items: [
      { id: 'orders', label: 'Bestellhistorie', href: '/user/orders', icon: 'orders' },
      { id: 'search', label: 'Suche', href: '/user/search', icon: 'search' },
      { id: 'products', label: 'Meine Produkte', href: '/user/products', icon: 'products' },
      { id: 'documents', label: 'Meine Dokumente', href: '/user/documents', icon: 'document' },
    ],
  },
  {
    id: 'account-section',
    label: 'Konto',
    items: [
      { id: 'profile', label: 'Mein Profil', href: '/user/profile', icon: 'user' },
      { id: 'faq', label: 'FAQ und Support', href: '/faq', icon: 'help' },
    ],
  },
  {
    id: 'language',
    content: (
      <Button variant="tertiary" size="small">
        Sprache: Deutsch
      </Button>
    ),
  },
  { id: 'logout', label: 'Abmelden', icon: 'logout', onAction: onLogout },
];

const loggedOutItems: SideMenuEntry[] = [
  {
    id: 'language',
    content: (
      <Button variant="tertiary" size="small">
        Sprache: Deutsch
      </Button>
    ),
  },
  { id: 'login', label: 'Anmelden', icon: 'login', onAction: onLogin },
  { id: 'register', label: 'Registrieren', icon: 'registrations', onAction: onRegister },
  { id: 'faq', label: 'FAQ und Support', href: '/faq', icon: 'help' },
];

/** The menu is controlled; this stand-in plays the header's toggle and keeps the state. */
function SideMenuWithToggle(props: SideMenuProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  const change = (next: boolean) => {
    setOpen(next);
    props.onOpenChange(next);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minHeight: 480 }}>
      <div>
        <Button
          variant="secondary"
          iconOnly
          aria-label="Menü"
          aria-expanded={isOpen}
          aria-controls={props.id}
          onPress={() => change(!isOpen)}
        >
          <Icon name="menu" />
        </Button>
      </div>
      <SideMenu {...props} isOpen={isOpen} onOpenChange={change} />
    </div>
  );
}

const meta = {
  title: 'UI/SideMenu',
  component: SideMenu,
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use.** The app's main navigation: a column beside the page on desktop, a drawer on phones and tablets.",
          '**When not.** For links within a page or for actions (`ActionMenu`).',
          '**Accessibility.** A navigation landmark named by `labels.navigation`, the current page\'s item `aria-current="page"`. On mobile a modal drawer: focus moves in and is kept there, Escape or a click outside closes it, and focus returns to the header\'s toggle.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    id: 'side-menu',
    items: customerItems,
    isOpen: true,
    onOpenChange: fn(),
    labels: { navigation: 'Hauptmenü', close: 'Menü schließen' },
    isMobile: false,
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    for (const mock of [navigate, onLogout, onLogin, onRegister]) {
      mock.mockClear();
    }
  },
  render: (args) => <SideMenuWithToggle {...args} />,
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'true');
    const orders = within(canvas.getByRole('list', { name: 'Bestellungen' })).getByRole('link', {
      name: 'Bestellhistorie',
    });
    await expect(orders).toHaveAttribute('href', '/user/orders');
    await expect(within(nav).getByRole('button', { name: 'Kunde: Müller GmbH' })).toBeVisible();
    await userEvent.click(orders);
    await expect(navigate).toHaveBeenCalledWith('/user/orders', undefined);
    // Desktop keeps the menu open after a choice.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(nav).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Abmelden' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

export const DesktopCollapsed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const ActiveItem: Story = {
  args: { activeId: 'orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bestellhistorie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const current = canvasElement.querySelectorAll('[aria-current]');
    await expect(current).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

const withBadge = (entries: SideMenuEntry[], count: number): SideMenuEntry[] =>
  entries.map((entry) =>
    'items' in entry
      ? {
          ...entry,
          items: entry.items.map((item) =>
            item.id === 'documents'
              ? { ...item, badge: { count, label: `${count} neue Sicherheitsdatenblätter` } }
              : item,
          ),
        }
      : entry,
  );

/** A count bubble joins the entry's name with words that say what it counts; the digits are not read twice. */
export const ItemBadge: Story = {
  args: { items: withBadge(customerItems, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Meine Dokumente, 3 neue Sicherheitsdatenblätter' });
    await expect(link).toHaveTextContent('3');
    await expect(link.querySelector('[data-badge]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Nothing to count: no bubble, and the name is the label alone. */
export const ItemBadgeZero: Story = {
  args: { items: withBadge(customerItems, 0) },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Meine Dokumente' });
    await expect(link.querySelector('[data-badge]')).toBeNull();
  },
};

export const LoggedOut: Story = {
  args: { items: loggedOutItems },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Hauptmenü' }));
    await expect(nav.queryByRole('link', { name: 'Warenkorb' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'FAQ und Support' })).toHaveAttribute('href', '/faq');
    await expect(nav.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Anmelden' }));
    await expect(onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(nav.getByRole('button', { name: 'Registrieren' }));
    await expect(onRegister).toHaveBeenCalledTimes(1);
  },
};

export const MobileClosesAfterChoice: Story = {
  args: { isOpen: false, isMobile: true, activeId: 'dashboard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(toggle);
    const drawer = await body.findByRole('dialog', { name: 'Hauptmenü' });
    const nav = within(drawer).getByRole('navigation', { name: 'Hauptmenü' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Warenkorb' }));
    await expect(navigate).toHaveBeenCalledWith('/user/basket', undefined);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileEscapeReturnsFocus: Story = {
  args: { isOpen: false, isMobile: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menü' });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Hauptmenü' });
    await waitFor(() => expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const MobileCloseButton: Story = {
  args: { isOpen: false, isMobile: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menü' }));
    await userEvent.click(await body.findByRole('button', { name: 'Menü schließen' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const MobileViewportStartsCollapsed: Story = {
  // No override: the media query decides, and a phone-sized viewport is mobile.
  args: { isOpen: true, isMobile: undefined },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body.queryByRole('dialog')).toBeNull();
    const toggle = within(canvasElement).getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = await body.findByRole('dialog', { name: 'Hauptmenü' });
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Mein Profil' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
