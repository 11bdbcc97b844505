import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RuntimeConfig } from '../shared/config';
import { apiLanguage } from '../shared/i18n';
import type { PortalServices } from '../shared/services';
import { type UserPage, useAuthDialogs } from '../shared/session';
import { createStoryServices, StoryPortal, servicesOf } from '../shared/testing';
import { PortalLayout } from './PortalLayout';

/** The pages apps/portal/src/routeTable.tsx mounts today. */
const appPages: ReadonlySet<UserPage> = new Set<UserPage>(['dashboard', 'profile']);
/** Every page of the side menu, as the app will mount them once search, basket, orders … have landed. */
const allMenuPages: ReadonlySet<UserPage> = new Set<UserPage>([
  'dashboard',
  'basket',
  'favorites',
  'registrations',
  'usermanagement',
  'orders',
  'search',
  'products',
  'documents',
  'profile',
]);

/** The auth dialogs are rendered by the app, not the layout; this shows which one the layout asked for. */
function AuthDialogProbe() {
  const { dialog } = useAuthDialogs();
  return (
    <output data-testid="auth-dialog" hidden>
      {dialog ?? ''}
    </output>
  );
}

const meta = {
  title: 'Layout/PortalLayout',
  component: PortalLayout,
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ parameters }) => ({
      services: await createStoryServices({
        loginAs: parameters.loginAs as string | undefined,
        config: parameters.config as Partial<RuntimeConfig> | undefined,
      }),
    }),
  ],
  render: (_args, { loaded, parameters }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url={(parameters.url as string | undefined) ?? '/user/dashboard'}
      userPages={(parameters.userPages as ReadonlySet<UserPage> | undefined) ?? appPages}
      withNotification={false}
    >
      <PortalLayout />
      <AuthDialogProbe />
    </StoryPortal>
  ),
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

type Role = 'link' | 'button';
type Entry = readonly [Role, string | RegExp];

// A Select's button is named by its value and then its label, e.g. "Mitarbeiteransicht Kunde".
const customerSelector: Entry = ['button', /\sKunde$/];
const clientSelector: Entry = ['button', /\sMandant$/];
const language: Entry = ['button', 'Sprache: Deutsch'];
const faq: Entry = ['link', 'FAQ und Support'];
const logout: Entry = ['button', 'Abmelden'];

const sideMenu = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Hauptmenü' });

/** The side menu holds exactly these entries, in this order (spec §2). */
async function expectMenu(canvasElement: HTMLElement, expected: readonly Entry[]) {
  const nav = sideMenu(canvasElement);
  const rows = Array.from(nav.querySelectorAll<HTMLLIElement>(':scope > ul > li'));
  // getByRole fails on a missing entry; the rows are then named after what was expected there.
  const rowOf = new Map<HTMLLIElement | null, string>(
    expected.map(([role, name]) => [within(nav).getByRole(role, { name }).closest('li'), String(name)]),
  );
  await expect(rows.map((row) => rowOf.get(row) ?? `unexpected: ${row.textContent}`)).toEqual(
    expected.map(([, name]) => String(name)),
  );
}

/** Waits until the user is known, so "not shown" is not mistaken for "not loaded yet". */
const signedIn = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name: `Benutzermenü von ${name}` });

/** Basket or favourites in the header: the count the backend holds for the customer, named and in the badge. */
async function expectCountLink(
  canvasElement: HTMLElement,
  services: PortalServices,
  kind: 'basket' | 'favorites',
  customerId: number,
) {
  const { data } = await services.api.GET(kind === 'basket' ? '/basket' : '/product-list', {
    params: { query: { customer: customerId, language: apiLanguage('de') } },
  });
  const count = data?.product_list_items.length ?? 0;
  // The seeded lists are never empty, so a count of 0 would mean the header shows the wrong customer.
  await expect(count).toBeGreaterThan(0);
  const name =
    kind === 'basket'
      ? `Warenkorb, ${count} Artikel`
      : `Favoriten, ${count} ${count === 1 ? 'Eintrag' : 'Einträge'}`;
  const link = await within(canvasElement).findByRole('link', { name });
  await expect(link).toHaveAttribute('href', kind === 'basket' ? '/user/basket' : '/user/favorites');
  await expect(within(link).getByText(String(count))).toBeVisible();
}

const expectNoCountLinks = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('link', { name: /^Warenkorb,/ })).toBeNull();
  await expect(canvas.queryByRole('link', { name: /^Favoriten,/ })).toBeNull();
};

async function customerIdOf(services: PortalServices, company: RegExp) {
  const { data } = await services.api.GET('/auth/user');
  const customer = data?.customers.find(({ name }) => company.test(name));
  if (!customer) throw new Error(`No customer ${company} for this user`);
  return customer.id;
}

async function expectLoggedOutHeader(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const header = within(canvas.getByRole('banner'));
  await expect(header.getByText('Kundenportal')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: /^Benutzermenü/ })).toBeNull();
  await expectNoCountLinks(canvasElement);
  await expect(canvas.queryByRole('button', { name: /\sKunde$/ })).toBeNull();
  await expect(canvas.queryByRole('button', { name: /\sMandant$/ })).toBeNull();
}

/**
 * Logged out on desktop the side menu starts closed (the home page is a landing page; login and language are in
 * the header) and opens with the toggle.
 */
async function openLoggedOutMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = within(canvas.getByRole('banner')).getByRole('button', { name: 'Menü' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Logged out, self-registration off (the default): no way to register anywhere. */
export const LoggedOut: Story = {
  parameters: { url: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoggedOutHeader(canvasElement);
    await openLoggedOutMenu(canvasElement);
    await expectMenu(canvasElement, [language, ['button', 'Anmelden'], faq]);
    await expect(canvas.queryByRole('button', { name: 'Registrieren' })).toBeNull();

    await userEvent.click(within(sideMenu(canvasElement)).getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('login');
    // The side menu's language entry opens the language dialog (spec §2); the header keeps its quick menu.
    await userEvent.click(within(sideMenu(canvasElement)).getByRole('button', { name: 'Sprache: Deutsch' }));
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('language');
  },
};

/** With the runtime flag on, register sits between login and FAQ, and the footer offers it too. */
export const LoggedOutWithRegistration: Story = {
  parameters: { url: '/', config: { registrationEnabled: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoggedOutHeader(canvasElement);
    await openLoggedOutMenu(canvasElement);
    await expectMenu(canvasElement, [language, ['button', 'Anmelden'], ['button', 'Registrieren'], faq]);
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('button', { name: 'Registrieren' })).toBeVisible();

    await userEvent.click(within(sideMenu(canvasElement)).getByRole('button', { name: 'Registrieren' }));
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('register');
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('login');
  },
};

/**
 * Logged in, `/auth/user` still on its way: no login or register entries that would turn into the user's menu a
 * moment later – only what every visitor has.
 */
export const UserLoading: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example', config: { registrationEnabled: true } },
  beforeEach({ msw }) {
    msw.use(http.get('/api/auth/user', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('header-user-loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Registrieren' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Benutzermenü/ })).toBeNull();
    await expectMenu(canvasElement, [faq, language]);
  },
};

/**
 * A customer with one company, with the pages the app mounts today: the menu offers only those, and the
 * header links to basket and favourites wait for their pages.
 */
export const Customer: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    await expect(within(canvas.getByRole('banner')).getByText('Kundenportal')).toBeVisible();
    await expect(canvas.getByText('Sabine Krüger')).toBeVisible();
    await expectMenu(canvasElement, [['link', 'Dashboard'], ['link', 'Profil'], faq, language, logout]);
    await expect(within(sideMenu(canvasElement)).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    await expectNoCountLinks(canvasElement);
  },
};

/** The same customer once every page has landed: the customer's scopes, and basket and favourites counts. */
export const CustomerAllPages: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    await signedIn(canvasElement, 'Sabine Krüger');
    await expect(within(canvas.getByRole('banner')).getByText('Kundenportal')).toBeVisible();
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      ['link', 'Warenkorb'],
      ['link', 'Favoriten'],
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Produkte'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expect(canvas.queryByRole('link', { name: 'Registrierungen' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Benutzerverwaltung' })).toBeNull();
    // One company, one client: nothing to choose.
    await expect(canvas.queryByRole('button', { name: /\sKunde$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /\sMandant$/ })).toBeNull();

    const customerId = await customerIdOf(services, /Bäckerei Hofmann/);
    await expectCountLink(canvasElement, services, 'basket', customerId);
    await expectCountLink(canvasElement, services, 'favorites', customerId);

    await userEvent.click(within(sideMenu(canvasElement)).getByRole('link', { name: 'Meine Dokumente' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/documents');
    await expect(
      within(sideMenu(canvasElement)).getByRole('link', { name: 'Meine Dokumente' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** A buyer for three companies chooses the company in the header and in the side menu. */
export const BuyerForThreeCompanies: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'einkauf@kundenportal.example' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    await signedIn(canvasElement, 'Thomas Richter');
    const headerSelector = await within(canvas.getByRole('banner')).findByRole('button', {
      name: /\sKunde$/,
    });
    await expect(headerSelector).toHaveTextContent(/^Schneider Chemie AG/);
    const menuSelector = await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expect(menuSelector).toHaveTextContent(/^Schneider Chemie AG/);
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      ['link', 'Warenkorb'],
      ['link', 'Favoriten'],
      customerSelector,
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Produkte'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expect(canvas.queryByRole('button', { name: /\sMandant$/ })).toBeNull();
    await expectCountLink(canvasElement, services, 'basket', await customerIdOf(services, /Schneider/));

    // Choosing in the menu changes the header too, and the basket count follows the company.
    await userEvent.click(menuSelector);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Becker/ }));
    await waitFor(() => expect(headerSelector).toHaveTextContent(/^Becker Oberflächentechnik GmbH/));
    await expectCountLink(canvasElement, services, 'basket', await customerIdOf(services, /Becker/));
    await expectCountLink(canvasElement, services, 'favorites', await customerIdOf(services, /Becker/));
  },
};

/** A customer holding both clients (and two companies) gets both selectors, client after customer. */
export const TwoClients: Story = {
  parameters: { loginAs: 'zwei-mandanten@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Jan Hartmann');
    const header = within(canvas.getByRole('banner'));
    await expect(await header.findByRole('button', { name: /\sMandant$/ })).toHaveTextContent(
      'Kundenportal-Gruppe',
    );
    await expect(await header.findByRole('button', { name: /\sKunde$/ })).toBeVisible();
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sMandant$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      clientSelector,
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
  },
};

/** Sales staff start in the staff view: no basket, favourites or my products until a real customer is chosen. */
export const SalesStaffView: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'vertrieb@kundenportal.example' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    await signedIn(canvasElement, 'Martina Vogel');
    await expect(within(canvas.getByRole('banner')).getByText('Kundenportal')).toBeVisible();
    const headerSelector = await within(canvas.getByRole('banner')).findByRole('button', {
      name: /\sKunde$/,
    });
    await expect(headerSelector).toHaveTextContent('Mitarbeiteransicht');
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expectNoCountLinks(canvasElement);

    await userEvent.click(headerSelector);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Hansa/ }));
    await waitFor(() => expect(headerSelector).toHaveTextContent(/^Hansa Getränke GmbH/));
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      ['link', 'Warenkorb'],
      ['link', 'Favoriten'],
      customerSelector,
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Produkte'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    const hansa = await customerIdOf(services, /Hansa/);
    await expectCountLink(canvasElement, services, 'basket', hansa);
    await expectCountLink(canvasElement, services, 'favorites', hansa);

    // Back to the staff view: the customer's lists go again.
    await userEvent.click(headerSelector);
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mitarbeiteransicht' }),
    );
    await waitFor(() => expect(headerSelector).toHaveTextContent('Mitarbeiteransicht'));
    await expectNoCountLinks(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Meine Produkte' })).toBeNull();
  },
};

/** The administrator: 'Admin Center', registrations and user management, customer and client selection. */
export const Admin: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'admin@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Holger Brandt');
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByText('Admin Center')).toBeVisible();
    // The slogan says 'Admin Center'; 'Kundenportal' is left only as the default brand's wordmark.
    await expect(header.queryByText('Kundenportal', { selector: 'p' })).toBeNull();
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sMandant$/ });
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      clientSelector,
      ['link', 'Registrierungen'],
      ['link', 'Benutzerverwaltung'],
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    // The admin, too, starts in the staff view.
    await expectNoCountLinks(canvasElement);
  },
};

/** The key user: staff view by default, user management but no registrations (spec §6 table per scope). */
export const KeyUser: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'keyuser@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Katharina Lehmann');
    await expect(within(canvas.getByRole('banner')).getByText('Kundenportal')).toBeVisible();
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      ['link', 'Benutzerverwaltung'],
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expectNoCountLinks(canvasElement);
  },
};

/**
 * EHS: customer selection without the staff-view scope – the dropdown offers companies only, and orders and
 * documents are the only customer pages.
 */
export const EhsWithoutStaffView: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'ehs@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Eva Lindner');
    const selector = await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expect(selector).not.toHaveTextContent('Mitarbeiteransicht');
    await userEvent.click(selector);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: 'Mitarbeiteransicht' })).toBeNull();
    await expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1);
    await userEvent.keyboard('{Escape}');
    await expectNoCountLinks(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Benutzerverwaltung' })).toBeNull();
  },
};

/** The emergency service: customer selection and documents only. */
export const EmergencyService: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'notfall@kundenportal.example' },
  play: async ({ canvasElement }) => {
    await signedIn(canvasElement, 'Ralf Seidel');
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expectNoCountLinks(canvasElement);
  },
};

/** The admin with the pages the app mounts today: registrations and user management wait for their pages. */
export const AdminAppPages: Story = {
  parameters: { loginAs: 'admin@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Holger Brandt');
    await expect(within(canvas.getByRole('banner')).getByText('Admin Center')).toBeVisible();
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sMandant$/ });
    await within(sideMenu(canvasElement)).findByRole('button', { name: /\sKunde$/ });
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      clientSelector,
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
  },
};

/**
 * An employee (account role): registrations but no user management, and no basket or favourites even with a
 * customer chosen – those scopes are missing, not just hidden by the staff view.
 */
export const EmployeeWithoutListScopes: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'mitarbeiter@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Stefan Keller');
    await expect(within(canvas.getByRole('banner')).getByText('Kundenportal')).toBeVisible();
    const headerSelector = await within(canvas.getByRole('banner')).findByRole('button', {
      name: /\sKunde$/,
    });
    await userEvent.click(headerSelector);
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Hansa/ }));
    await waitFor(() => expect(headerSelector).toHaveTextContent(/^Hansa/));
    await expectMenu(canvasElement, [
      ['link', 'Dashboard'],
      customerSelector,
      ['link', 'Registrierungen'],
      ['link', 'Bestellhistorie'],
      ['link', 'Suche'],
      ['link', 'Meine Dokumente'],
      ['link', 'Profil'],
      faq,
      language,
      logout,
    ]);
    await expectNoCountLinks(canvasElement);
  },
};

/** The skip link is the first stop of the keyboard and jumps over header and menu to the page. */
export const SkipLink: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    // Following it would navigate the test runner's frame away, so the play checks the target instead.
    await expect(skipLink).toHaveAttribute('href', '#main');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/** The user menu offers profile and logout; logout asks for confirmation (the app's logout dialog). */
export const UserMenu: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await signedIn(canvasElement, 'Sabine Krüger');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Benutzermenü von Sabine Krüger' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profil', 'Abmelden']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Profil' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/user/profile'));
    await expect(within(sideMenu(canvasElement)).getByRole('link', { name: 'Profil' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Abmelden' }),
    );
    // Only a request for the confirmation: the user is still signed in until they confirm.
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('logout');
    await expect(canvas.getByRole('button', { name: 'Benutzermenü von Sabine Krüger' })).toBeVisible();
  },
};

/** Logout in the side menu asks for the same confirmation. */
export const SideMenuLogout: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent(/^$/);
    await userEvent.click(within(sideMenu(canvasElement)).getByRole('button', { name: 'Abmelden' }));
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('logout');
  },
};

/** On the desktop the toggle hides and shows the side menu beside the page. */
export const DesktopMenuToggle: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(canvasElement)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
    await userEvent.click(toggle);
    await expect(sideMenu(canvasElement)).toBeVisible();
  },
};

/** On a phone the side menu starts collapsed, opens as a drawer and closes after choosing an item. */
export const Mobile: Story = {
  parameters: { userPages: allMenuPages, loginAs: 'einkauf@kundenportal.example' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await signedIn(canvasElement, 'Thomas Richter');
    const toggle = canvas.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('dialog', { name: 'Hauptmenü' })).toBeNull();
    // The header has no room for the selector on a phone; the drawer carries it.
    await expect(canvas.queryByRole('button', { name: /\sKunde$/ })).toBeNull();

    await userEvent.click(toggle);
    const drawer = await body.findByRole('dialog', { name: 'Hauptmenü' });
    await expect(await within(drawer).findByRole('button', { name: /\sKunde$/ })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Bestellhistorie' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Hauptmenü' })).toBeNull());
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/orders');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};
