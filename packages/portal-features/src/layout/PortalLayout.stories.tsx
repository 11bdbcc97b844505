import type { MessageDescriptor } from '@formatjs/intl';
import type { Order, PortalFile, SessionEndReason } from '@kundenportal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useEffect } from 'react';
import { type RouteObject, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSdsUpdates } from '../domain/documents';
import { localized, type RuntimeConfig } from '../shared/config';
import { apiLanguage, languageNames } from '../shared/i18n';
import { PageHeading } from '../shared/page';
import { type MenuPage, pageNames, type UserPage, userPageRow } from '../shared/pages';
import type { PortalServices } from '../shared/services';
import {
  rememberLastUser,
  scopes,
  sessionEndedState,
  staffViewMessage,
  useAuthDialogs,
} from '../shared/session';
import {
  acmeDeployment,
  acmeLogo,
  createStoryServices,
  onePage,
  punchoutAs,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyLocale,
  storyPath,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import {
  basketLabel,
  favouritesLabel,
  homeLabel,
  languageLabel,
  layoutMessages,
  mainClientLabel,
  selectorMessages,
  sessionEndedMessages,
  unseenSdsUpdatesLabel,
  userMenuLabel,
} from './messages';
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
  'contact',
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
  parameters: {
    review: {
      width:
        "each story asserts one width's menu: the side menu at the runner's width, the drawer in the stories that fix a phone's (mobile1)",
    },
    layout: 'fullscreen',
  },
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
      routes={parameters.routes as RouteObject[] | undefined}
      dedupingInterval={parameters.dedupingInterval as number | undefined}
    >
      <PortalLayout />
      <AuthDialogProbe />
    </StoryPortal>
  ),
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

type Role = 'link' | 'button';
/**
 * An entry's role and its accessible name. The name is read when the play runs – in the story's locale, which
 * is not known yet when these tables are built.
 */
type Entry = readonly [Role, () => string | RegExp];

/** A message whose count the play does not know: any of its texts for 0–99. */
const anyCount = (message: MessageDescriptor) =>
  Array.from({ length: 100 }, (_, count) => storyTextPattern(message, { count }).source).join('|');
/** The user menu's name, for whomever (to say there is none). */
const anyUserMenu = () =>
  new RegExp(`^${storyTextPattern(userMenuLabel, { name: 'NAME' }).source.split('NAME').join('.+')}$`);
/** The basket or favourites link of the header, whatever its count (to say there is none). */
const anyCountLink = (message: MessageDescriptor) => new RegExp(`^(${anyCount(message)})$`);

// The combobox's open button is named by react-aria's 'Vorschläge anzeigen' and then the field's label.
const openButtonOf = (label: MessageDescriptor) => new RegExp(`\\s${storyTextPattern(label).source}$`);
const customerSelectorName = () => openButtonOf(selectorMessages.customer);
const clientSelectorName = () => openButtonOf(selectorMessages.client);
const customerSelector: Entry = ['button', customerSelectorName];
const clientSelector: Entry = ['button', clientSelectorName];
/** The language picker is named after the language shown, in itself. */
const languageName = () => storyText(languageLabel, { language: languageNames[storyLocale()] });
const ownLanguageName = () => languageNames[storyLocale()];
const language: Entry = ['button', languageName];
const faq: Entry = ['link', () => storyText(layoutMessages.faq)];
const login: Entry = ['button', () => storyText(layoutMessages.login)];
const register: Entry = ['button', () => storyText(layoutMessages.register)];
const logout: Entry = ['button', () => storyText(layoutMessages.logout)];
const staffView = () => storyText(staffViewMessage);
// The demo's product key is 'kundenportal'.
const mainClient = () => storyText(mainClientLabel, { product: 'Kundenportal' });

const sideMenu = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: storyText(layoutMessages.navigation) });

/** The side menu holds exactly these entries, in this order (spec §2). */
async function expectMenu(canvasElement: HTMLElement, expected: readonly Entry[]) {
  const nav = sideMenu(canvasElement);
  const rows = Array.from(nav.querySelectorAll<HTMLLIElement>(':scope > ul > li'));
  // getByRole fails on a missing entry; the rows are then named after what was expected there.
  const named = expected.map(([role, name]) => [role, name()] as const);
  const rowOf = new Map<HTMLLIElement | null, string>(
    named.map(([role, name]) => [within(nav).getByRole(role, { name }).closest('li'), String(name)]),
  );
  await expect(rows.map((row) => rowOf.get(row) ?? `unexpected: ${row.textContent}`)).toEqual(
    named.map(([, name]) => String(name)),
  );
}

const ownLanguageNames = [
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['it', 'Italiano'],
] as const;

/**
 * Header and side menu offer the same language picker: the same name (same function, WCAG 3.2.4), the same
 * menu of the seven languages, each name in its own `lang`, and focus back on the opener after Escape.
 */
async function expectOneLanguagePicker(canvasElement: HTMLElement) {
  const triggers = [
    within(within(canvasElement).getByRole('banner')).getByRole('button', { name: languageName() }),
    within(sideMenu(canvasElement)).getByRole('button', { name: languageName() }),
  ];
  for (const trigger of triggers) {
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: languageName() });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(ownLanguageNames.map(([, name]) => name));
    for (const [index, [code, name]] of ownLanguageNames.entries()) {
      await expect(within(items[index] as HTMLElement).getByText(name)).toHaveAttribute('lang', code);
    }
    await expect(within(menu).getByRole('menuitemradio', { name: ownLanguageName() })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  }
  // No dialog: the side menu no longer opens a second, different language control.
  await expect(within(canvasElement).getByTestId('auth-dialog')).toHaveTextContent('');
}

/** Waits until the user is known, so "not shown" is not mistaken for "not loaded yet". */
const signedIn = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('button', { name: storyText(userMenuLabel, { name }) });

/** Basket or favourites in the header: the count the backend holds for the customer, named and in the badge. */
async function expectCountLink(
  canvasElement: HTMLElement,
  services: PortalServices,
  kind: 'basket' | 'favorites',
  customerId: number,
) {
  const { data } = await services.api.GET(kind === 'basket' ? '/basket' : '/product-list', {
    params: { query: { customer: customerId, language: apiLanguage(storyLocale()) } },
  });
  const count = data?.product_list_items.length ?? 0;
  // The seeded lists are never empty, so a count of 0 would mean the header shows the wrong customer.
  await expect(count).toBeGreaterThan(0);
  const name = storyText(kind === 'basket' ? basketLabel : favouritesLabel, { count });
  const link = await within(canvasElement).findByRole('link', { name });
  await expect(link).toHaveAttribute(
    'href',
    storyPath(kind === 'basket' ? '/user/basket' : '/user/favorites'),
  );
  await expect(within(link).getByText(String(count))).toBeVisible();
}

const expectNoCountLinks = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('link', { name: anyCountLink(basketLabel) })).toBeNull();
  await expect(canvas.queryByRole('link', { name: anyCountLink(favouritesLabel) })).toBeNull();
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
  await expect(header.getByText(storyText(layoutMessages.sloganCustomer))).toBeVisible();
  await expect(header.getByRole('button', { name: storyText(layoutMessages.login) })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: anyUserMenu() })).toBeNull();
  await expectNoCountLinks(canvasElement);
  await expect(canvas.queryByRole('button', { name: customerSelectorName() })).toBeNull();
  await expect(canvas.queryByRole('button', { name: clientSelectorName() })).toBeNull();
}

/**
 * Logged out on desktop the side menu starts closed (the home page is a landing page; login and language are in
 * the header) and opens with the toggle.
 */
async function openLoggedOutMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = within(canvas.getByRole('banner')).getByRole('button', {
    name: storyText(layoutMessages.menuToggle),
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.queryByRole('navigation', { name: storyText(layoutMessages.navigation) })).toBeNull();
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
    await expectMenu(canvasElement, [language, login, faq]);
    await expect(canvas.queryByRole('button', { name: storyText(layoutMessages.register) })).toBeNull();
    await expectOneLanguagePicker(canvasElement);

    await userEvent.click(
      within(sideMenu(canvasElement)).getByRole('button', { name: storyText(layoutMessages.login) }),
    );
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('login');
  },
};

/** With the runtime flag on, register sits between login and FAQ, and the footer offers it too. */
export const LoggedOutWithRegistration: Story = {
  parameters: { url: '/', config: { registrationEnabled: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoggedOutHeader(canvasElement);
    await openLoggedOutMenu(canvasElement);
    await expectMenu(canvasElement, [language, login, register, faq]);
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('button', { name: storyText(layoutMessages.register) })).toBeVisible();

    await userEvent.click(
      within(sideMenu(canvasElement)).getByRole('button', { name: storyText(layoutMessages.register) }),
    );
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('register');
    await userEvent.click(
      within(canvas.getByRole('banner')).getByRole('button', { name: storyText(layoutMessages.login) }),
    );
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
    msw.use(storyHttp.get('/auth/user', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('header-user-loading')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: storyText(layoutMessages.login) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: storyText(layoutMessages.register) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: anyUserMenu() })).toBeNull();
    await expectMenu(canvasElement, [faq, language]);
  },
};

/**
 * Issue 43.2: a browser that knows its session's last user draws the frame with it at once – the user's menu in
 * the header, their pages in the side menu – while `GET /auth/user` is still under way (held here for good).
 */
export const LastKnownUser: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example', userPages: allMenuPages },
  beforeEach({ msw }) {
    rememberLastUser({
      id: 1,
      first_name: 'Sabine',
      last_name: 'Krüger',
      email: '',
      language: 'de',
      assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
      roles: [scopes.basket, scopes.favourites, scopes.orders],
      customers: [{ id: 193860, name: 'Bäckerei Hofmann GmbH & Co. KG' }],
    });
    msw.use(storyHttp.get('/auth/user', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await signedIn(canvasElement, 'Sabine Krüger')).toBeVisible();
    await expect(canvas.queryByTestId('header-user-loading')).toBeNull();
    const menu = within(sideMenu(canvasElement));
    for (const shown of ['dashboard', 'basket', 'orders'] as const) {
      await expect(menu.getByRole('link', { name: storyText(userPageRow(shown).title) })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: storyText(layoutMessages.logout) })).toBeVisible();
  },
};

/** What a role sees in the shell – one row per demo login (README), the oracle the role stories check. */
interface RoleView {
  email: string;
  name: string;
  slogan: MessageDescriptor;
  /** The pages mounted in the story's app (default: every menu page). */
  userPages?: ReadonlySet<UserPage>;
  /** The side menu, in order, with the selectors where they sit (spec §2). */
  menu: readonly Entry[];
  /** The customer selector's first value, when the role has one (a text of the story's locale: a function). */
  customer?: RegExp | (() => string);
  /** The client selector's value, when the role has one. */
  client?: () => string;
  /** Basket and favourites counts in the header for this company (they need the scopes and a customer). */
  countsFor?: RegExp;
}

const pageName = (name: MenuPage) => storyText(userPageRow(name).title);
const page = (name: MenuPage): Entry => ['link', () => pageName(name)];
/** My documents, with or without the unseen-SDS-updates count the seeded orders may give it. */
const documentsName = () =>
  new RegExp(`^${storyTextPattern(pageNames.documents).source}(, (${anyCount(unseenSdsUpdatesLabel)}))?$`);
const documents: Entry = ['link', documentsName];
const tail: readonly Entry[] = [page('profile'), page('contact'), faq, language, logout];
/** Before the contact page was mounted. */
const appTail: readonly Entry[] = [page('profile'), faq, language, logout];
const customerPages: readonly Entry[] = [page('orders'), page('search'), page('products'), documents];
const staffPages: readonly Entry[] = [page('orders'), page('search'), documents];

const roles = {
  customerAppPages: {
    email: 'kunde@kundenportal.example',
    name: 'Sabine Krüger',
    slogan: layoutMessages.sloganCustomer,
    userPages: appPages,
    menu: [page('dashboard'), ...appTail],
  },
  customer: {
    email: 'kunde@kundenportal.example',
    name: 'Sabine Krüger',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), page('basket'), page('favorites'), ...customerPages, ...tail],
    countsFor: /Bäckerei Hofmann/,
  },
  buyer: {
    email: 'einkauf@kundenportal.example',
    name: 'Thomas Richter',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), page('basket'), page('favorites'), customerSelector, ...customerPages, ...tail],
    customer: /^Schneider Chemie AG/,
    countsFor: /Schneider/,
  },
  twoClients: {
    email: 'zwei-mandanten@kundenportal.example',
    name: 'Jan Hartmann',
    slogan: layoutMessages.sloganCustomer,
    userPages: appPages,
    menu: [page('dashboard'), customerSelector, clientSelector, ...appTail],
    customer: /./,
    client: mainClient,
  },
  sales: {
    email: 'vertrieb@kundenportal.example',
    name: 'Martina Vogel',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), customerSelector, ...staffPages, ...tail],
    customer: staffView,
  },
  admin: {
    email: 'admin@kundenportal.example',
    name: 'Holger Brandt',
    slogan: layoutMessages.sloganAdmin,
    menu: [
      page('dashboard'),
      customerSelector,
      clientSelector,
      page('registrations'),
      page('usermanagement'),
      ...staffPages,
      ...tail,
    ],
    customer: staffView,
    client: mainClient,
  },
  adminAppPages: {
    email: 'admin@kundenportal.example',
    name: 'Holger Brandt',
    slogan: layoutMessages.sloganAdmin,
    userPages: appPages,
    menu: [page('dashboard'), customerSelector, clientSelector, ...appTail],
    customer: staffView,
    client: mainClient,
  },
  keyUser: {
    email: 'keyuser@kundenportal.example',
    name: 'Katharina Lehmann',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), customerSelector, page('usermanagement'), ...staffPages, ...tail],
    customer: staffView,
  },
  ehs: {
    email: 'ehs@kundenportal.example',
    name: 'Eva Lindner',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), customerSelector, ...staffPages, ...tail],
    customer: /./,
  },
  emergency: {
    email: 'notfall@kundenportal.example',
    name: 'Ralf Seidel',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), customerSelector, page('search'), documents, ...tail],
    customer: /./,
  },
  employee: {
    email: 'mitarbeiter@kundenportal.example',
    name: 'Stefan Keller',
    slogan: layoutMessages.sloganCustomer,
    menu: [page('dashboard'), customerSelector, page('registrations'), ...staffPages, ...tail],
    customer: /./,
  },
} satisfies Record<string, RoleView>;

/** Checks the shell as `view` says: slogan, user, selectors, the side menu and the header's counts. */
async function expectRoleView(canvasElement: HTMLElement, services: PortalServices, view: RoleView) {
  const canvas = within(canvasElement);
  await signedIn(canvasElement, view.name);
  const header = within(canvas.getByRole('banner'));
  // The slogan; 'Kundenportal' may also be the default brand's wordmark beside it.
  await expect(header.getAllByText(storyText(view.slogan))[0]).toBeVisible();
  const other =
    view.slogan === layoutMessages.sloganAdmin ? layoutMessages.sloganCustomer : layoutMessages.sloganAdmin;
  await expect(header.queryByText(storyText(other), { selector: 'p' })).toBeNull();
  await expect(canvas.queryByRole('button', { name: storyText(layoutMessages.login) })).toBeNull();
  const menu = within(sideMenu(canvasElement));
  if (view.customer) {
    // The searchable selector: its field shows the chosen company (or the staff view) in header and menu.
    for (const where of [header, menu]) {
      const field = (await where.findByRole('combobox', {
        name: storyText(selectorMessages.customer),
      })) as HTMLInputElement;
      await expect(field.value).toMatch(
        typeof view.customer === 'function' ? view.customer() : view.customer,
      );
    }
  } else {
    await expect(canvas.queryByRole('button', { name: customerSelectorName() })).toBeNull();
  }
  if (view.client) {
    await expect(await header.findByRole('button', { name: clientSelectorName() })).toHaveTextContent(
      view.client(),
    );
    await menu.findByRole('button', { name: clientSelectorName() });
  } else {
    await expect(canvas.queryByRole('button', { name: clientSelectorName() })).toBeNull();
  }
  await expectMenu(canvasElement, view.menu);
  await expect(menu.getByRole('link', { name: pageName('dashboard') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (view.countsFor) {
    const customerId = await customerIdOf(services, view.countsFor);
    await expectCountLink(canvasElement, services, 'basket', customerId);
    await expectCountLink(canvasElement, services, 'favorites', customerId);
  } else {
    await expectNoCountLinks(canvasElement);
  }
}

/** A story per role from the table; `then` adds what only that role can do. */
const roleStory = (
  view: RoleView,
  then?: (canvasElement: HTMLElement, services: PortalServices) => Promise<void>,
): Story => ({
  parameters: { loginAs: view.email, userPages: view.userPages ?? allMenuPages },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    await expectRoleView(canvasElement, services, view);
    await then?.(canvasElement, services);
  },
});

/** The text field of the customer combobox whose open button is `selector`. */
const fieldOf = (selector: HTMLElement) => selector.parentElement?.querySelector('input') as HTMLInputElement;

/** Picks a company with a customer selector's open button and waits until its field shows it. */
async function chooseCompany(selector: HTMLElement, option: RegExp | string) {
  await userEvent.click(selector);
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(fieldOf(selector).value).toMatch(option));
}

const headerCustomerSelector = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('banner')).getByRole('button', { name: customerSelectorName() });

/**
 * A punchout session (issue 44): under the header the banner names the procurement system the basket goes back
 * to, with the way there; the logout is 'Einkauf beenden', which leads to the hand-back instead of home.
 */
export const InPunchout: Story = {
  loaders: [punchoutAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole(
      'region',
      { name: storyText(layoutMessages.punchoutRegion) },
      { timeout: 5000 },
    );
    await expect(banner).toHaveTextContent(storyText(layoutMessages.punchoutText, { system: 'SAP SRM' }));
    await expect(
      within(banner).getByRole('link', { name: storyText(layoutMessages.punchoutTransfer) }),
    ).toHaveAttribute('href', storyPath('/user/punchout'));
    const menu = within(sideMenu(canvasElement));
    await expect(menu.queryByRole('button', { name: storyText(layoutMessages.logout) })).toBeNull();
    await userEvent.click(await menu.findByRole('button', { name: storyText(layoutMessages.punchoutEnd) }));
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/user/punchout')),
    );
  },
};

/** A customer with one company, with the pages the app mounted before the features landed. */
export const Customer = roleStory(roles.customerAppPages);

/** The same customer with every page: the customer's scopes, and basket and favourites counts. */
export const CustomerAllPages = roleStory(roles.customer, async (canvasElement) => {
  const menu = within(sideMenu(canvasElement));
  await userEvent.click(menu.getByRole('link', { name: documentsName() }));
  await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(storyPath('/user/documents'));
  await expect(menu.getByRole('link', { name: documentsName() })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(menu.getByRole('link', { name: pageName('contact') }));
  await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(storyPath('/user/contact'));
  await expect(menu.getByRole('link', { name: pageName('contact') })).toHaveAttribute('aria-current', 'page');
});

/** A buyer for three companies chooses the company in the side menu; header and counts follow. */
export const BuyerForThreeCompanies = roleStory(roles.buyer, async (canvasElement, services) => {
  const menuSelector = within(sideMenu(canvasElement)).getByRole('button', { name: customerSelectorName() });
  await chooseCompany(menuSelector, /Becker/);
  await waitFor(() =>
    expect(fieldOf(headerCustomerSelector(canvasElement)).value).toMatch(/^Becker Oberflächentechnik GmbH/),
  );
  const becker = await customerIdOf(services, /Becker/);
  await expectCountLink(canvasElement, services, 'basket', becker);
  await expectCountLink(canvasElement, services, 'favorites', becker);
});

/** A customer holding both clients (and two companies) gets both selectors, client after customer. */
export const TwoClients = roleStory(roles.twoClients);

/** Sales staff start in the staff view: no basket, favourites or my products until a customer is chosen. */
export const SalesStaffView = roleStory(roles.sales, async (canvasElement, services) => {
  const selector = headerCustomerSelector(canvasElement);
  await chooseCompany(selector, /Hansa/);
  await expectMenu(
    canvasElement,
    roles.customer.menu.slice(0, 3).concat([customerSelector], customerPages, tail),
  );
  const hansa = await customerIdOf(services, /Hansa/);
  await expectCountLink(canvasElement, services, 'basket', hansa);
  await expectCountLink(canvasElement, services, 'favorites', hansa);
  // Back to the staff view: the customer's lists go again.
  await chooseCompany(selector, staffView());
  await expectNoCountLinks(canvasElement);
  await expect(within(canvasElement).queryByRole('link', { name: pageName('products') })).toBeNull();
});

/** The administrator: 'Admin Center', registrations and user management, customer and client selection. */
export const Admin = roleStory(roles.admin);

/** The admin with the pages mounted before the staff features landed. */
export const AdminAppPages = roleStory(roles.adminAppPages);

/** The key user: staff view by default, user management but no registrations (spec §6 table per scope). */
export const KeyUser = roleStory(roles.keyUser);

/** EHS: customer selection without the staff-view scope – the dropdown offers companies only. */
export const EhsWithoutStaffView = roleStory(roles.ehs, async (canvasElement) => {
  const selector = within(sideMenu(canvasElement)).getByRole('button', { name: customerSelectorName() });
  await expect(fieldOf(selector).value).not.toMatch(staffView());
  await userEvent.click(selector);
  const listbox = await screen.findByRole('listbox');
  await expect(within(listbox).queryByRole('option', { name: staffView() })).toBeNull();
  await expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1);
  await userEvent.keyboard('{Escape}');
});

/** The emergency service: customer selection and documents only. */
export const EmergencyService = roleStory(roles.emergency);

/**
 * An employee (account role): registrations but no user management, and no basket or favourites even with a
 * customer chosen – those scopes are missing, not just hidden by the staff view.
 */
export const EmployeeWithoutListScopes = roleStory(roles.employee, async (canvasElement) => {
  await chooseCompany(headerCustomerSelector(canvasElement), /Hansa/);
  await expectMenu(canvasElement, roles.employee.menu);
  await expectNoCountLinks(canvasElement);
});

/** The skip link is the first stop of the keyboard and jumps over header and menu to the page. */
export const SkipLink: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: storyText(layoutMessages.skipLink) });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    // Following it would navigate the test runner's frame away, so the play checks the target instead.
    await expect(skipLink).toHaveAttribute('href', '#main');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main');
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/**
 * Logged out and straight back in – within SWR's 2 s in which the app reuses a request – the user is asked for
 * again and the header shows them. The logout's clearing once discarded the answer that reused request would
 * bring, and the user never loaded ("the server is not responding"; found by e2e change password).
 */
export const LoggedOutAndStraightBackIn: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example', dedupingInterval: 2000 },
  play: async ({ canvasElement, loaded }) => {
    const { session } = servicesOf(loaded).api;
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    session.logout();
    await expect(
      await within(canvas.getByRole('banner')).findByRole('button', {
        name: storyText(layoutMessages.login),
      }),
    ).toBeVisible();
    await expect(await session.login('kunde@kundenportal.example', 'Demo1234!')).toBe('ok');
    await expect(await signedIn(canvasElement, 'Sabine Krüger')).toBeVisible();
  },
};

/** Where the app's way home goes (apps/portal main.tsx): set by the story's router, called by its API client. */
let goHome: (reason: SessionEndReason) => void = () => {
  throw new Error('The session ended before the story had its router');
};

/** The app's way home when the session ends – home, with why (main.tsx's `onSessionEnd`). */
function GoHomeWhenSessionEnds() {
  const navigate = useNavigate();
  useEffect(() => {
    goHome = (reason) => navigate('/', { state: sessionEndedState(reason) });
  }, [navigate]);
  return null;
}

/** The customer on the dashboard, with the app's way home when the session ends. */
const sessionEndStory = {
  loaders: [
    async () => ({
      services: await createStoryServices({
        loginAs: 'kunde@kundenportal.example',
        // Every call refreshes the token first, so a refused refresh ends the session at the page's first call.
        refreshMarginMs: 60_000,
        onSessionEnd: (reason) => goHome(reason),
      }),
    }),
  ],
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url="/user/dashboard"
      userPages={appPages}
      withNotification={false}
    >
      <PortalLayout />
      <GoHomeWhenSessionEnds />
    </StoryPortal>
  ),
} satisfies Story;

const sessionNotice = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).findByText(text, {}, { timeout: 5000 });

/**
 * The refresh refused (spec §4: the login's time is up): the user lands on the home page, which says why above
 * the page – in the frame's live region, not as a notice that is gone after 3 s – until it is dismissed; focus
 * then stays in the page.
 */
export const SessionExpired: Story = {
  ...sessionEndStory,
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/auth/refresh', ({ response }) =>
        response(401).json({ message: 'Invalid refresh token', code: 'unauthorized' }),
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const text = await sessionNotice(canvasElement, storyText(sessionEndedMessages.expired));
    await expect(text).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);
    // Said by the frame's live region, which was there before the text came.
    await expect(text.closest('[role="status"]')).toBeInstanceOf(HTMLElement);
    await expect(
      await within(canvas.getByRole('banner')).findByRole('button', {
        name: storyText(layoutMessages.login),
      }),
    ).toBeVisible();
    // Not the passing notice: nothing in the notice store runs out.
    await expect(servicesOf(loaded).notifications.current()).toBeUndefined();

    await userEvent.click(canvas.getByRole('button', { name: storyText(sessionEndedMessages.dismiss) }));
    await expect(canvas.queryByText(storyText(sessionEndedMessages.expired))).toBeNull();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A call answered 401 (the server ended the login – a deleted user, say): its own words, gone with the next login. */
export const SessionEndedByServer: Story = {
  ...sessionEndStory,
  loaders: [
    async () => ({
      services: await createStoryServices({
        loginAs: 'kunde@kundenportal.example',
        onSessionEnd: (reason) => goHome(reason),
      }),
    }),
  ],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get(
        '/auth/user',
        ({ response }) => response(401).json({ message: 'Expired JWT Token', code: 'unauthorized' }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const ended = storyText(sessionEndedMessages.ended);
    await expect(await sessionNotice(canvasElement, ended)).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/);

    // Logged in again, the reason is history.
    await expect(await servicesOf(loaded).api.session.login('kunde@kundenportal.example', 'Demo1234!')).toBe(
      'ok',
    );
    await signedIn(canvasElement, 'Sabine Krüger');
    await expect(canvas.queryByText(ended)).toBeNull();
  },
};

/** The user menu offers profile and logout; logout asks for confirmation (the app's logout dialog). */
export const UserMenu: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await signedIn(canvasElement, 'Sabine Krüger');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', {
      name: storyText(userMenuLabel, { name: 'Sabine Krüger' }),
    });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([storyText(layoutMessages.profile), storyText(layoutMessages.logout)]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: storyText(layoutMessages.profile) }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/user/profile')));
    await expect(
      within(sideMenu(canvasElement)).getByRole('link', { name: storyText(layoutMessages.profile) }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', {
        name: storyText(layoutMessages.logout),
      }),
    );
    // Only a request for the confirmation: the user is still signed in until they confirm.
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('logout');
    await expect(
      canvas.getByRole('button', { name: storyText(userMenuLabel, { name: 'Sabine Krüger' }) }),
    ).toBeVisible();
  },
};

/** Logout in the side menu asks for the same confirmation. */
export const SideMenuLogout: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent(/^$/);
    await userEvent.click(
      within(sideMenu(canvasElement)).getByRole('button', { name: storyText(layoutMessages.logout) }),
    );
    await expect(canvas.getByTestId('auth-dialog')).toHaveTextContent('logout');
  },
};

/** On the desktop the toggle hides and shows the side menu beside the page. */
export const DesktopMenuToggle: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await signedIn(canvasElement, 'Sabine Krüger');
    const toggle = canvas.getByRole('button', { name: storyText(layoutMessages.menuToggle) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(canvasElement)).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: storyText(layoutMessages.navigation) })).toBeNull();
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
    const toggle = canvas.getByRole('button', { name: storyText(layoutMessages.menuToggle) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body.queryByRole('dialog', { name: storyText(layoutMessages.navigation) })).toBeNull();
    // The header has no room for the selector on a phone; the drawer carries it.
    await expect(canvas.queryByRole('button', { name: customerSelectorName() })).toBeNull();

    await userEvent.click(toggle);
    const drawer = await body.findByRole('dialog', { name: storyText(layoutMessages.navigation) });
    await expect(await within(drawer).findByRole('button', { name: customerSelectorName() })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('link', { name: pageName('orders') }));
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: storyText(layoutMessages.navigation) })).toBeNull(),
    );
    await expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/user/orders'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

// Three safety data sheets newer than their material's last delivery: three SDS updates for the badge.
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const updatedMaterials = ['2000101', '2000102', '3000103'];
const updatedSheets: PortalFile[] = updatedMaterials.map((material, index) => ({
  id: 9101 + index,
  material_id: material,
  name: `Sicherheitsdatenblatt ${material}`,
  download_file_name: `SDB_${material}.pdf`,
  type: 'sdb',
  languages: ['de'],
  creation_date: daysAgo(10 + index),
}));
const deliveredOrder: Order = {
  id: '4500009999',
  customer_order_id: null,
  date: daysAgo(100).slice(0, 10),
  status: 'delivered',
  customer: { id: 100100, name: 'Bäckerei Hofmann GmbH & Co. KG' },
  invoice_file_id: null,
  positions: updatedMaterials.map((material, index) => ({
    id: (index + 1) * 10,
    product: { id: material, description: `Produkt ${material}` },
    material_number: material,
    amount: 25,
    unit: 'KG',
    documents: [],
  })),
};

/** Stands in for My documents' "mark as seen": the badge must follow the shared seen marks at once. */
function MarkOneSeen() {
  const { updates, seen, markSeen } = useSdsUpdates();
  const next = updates.find(({ file }) => !seen.has(file.id));
  return (
    <button type="button" onClick={() => next && markSeen([next.file.id])}>
      Eine Aktualisierung als gesehen markieren
    </button>
  );
}

/**
 * My documents carries the count of SDS updates since the last delivery that the user has not marked seen;
 * its name says what is counted, and marking one seen lowers it at once – the last one removes the badge.
 */
export const DocumentsBadge: Story = {
  parameters: { loginAs: 'kunde@kundenportal.example', userPages: allMenuPages },
  beforeEach({ msw }) {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('kundenportal.documents.sdsSeen.')) localStorage.removeItem(key);
    }
    msw.use(
      storyHttp.get('/documents', ({ response }) => response(200).json(updatedSheets)),
      storyHttp.get('/customer/orders', ({ response }) => response(200).json(onePage([deliveredOrder], 100))),
    );
  },
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/dashboard" userPages={allMenuPages}>
      <PortalLayout />
      <MarkOneSeen />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(sideMenu(canvasElement));
    const title = pageName('documents');
    const withUnseen = (count: number) => `${title}, ${storyText(unseenSdsUpdatesLabel, { count })}`;
    const link = await menu.findByRole('link', { name: withUnseen(3) });
    await expect(link).toHaveAttribute('href', storyPath('/user/documents'));
    await expect(within(link).getByText('3')).toBeVisible();
    const markOne = canvas.getByRole('button', { name: 'Eine Aktualisierung als gesehen markieren' });
    await userEvent.click(markOne);
    await menu.findByRole('link', { name: withUnseen(2) });
    await userEvent.click(markOne);
    await menu.findByRole('link', { name: withUnseen(1) });
    await userEvent.click(markOne);
    const plain = await menu.findByRole('link', { name: title });
    await expect(plain.querySelector('[data-badge]')).toBeNull();
  },
};

/** Waits two frames and a moment: a late fallback (the page heading) could still take focus then. */
const afterLateFocusMoves = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))));

/**
 * Closing a menu or dialog hands focus back to its button – Escape, the close button, or choosing an item
 * that does not navigate – never to the page's heading (PageChangeFocus once moved it there before
 * react-aria's focus restore ran). The page has a heading here, so that fallback would have something to take.
 */
export const FocusBackToOpener: Story = {
  parameters: {
    loginAs: 'kunde@kundenportal.example',
    routes: [{ path: 'user/dashboard', element: <PageHeading>Übersicht</PageHeading> }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expectFocusOn = async (trigger: HTMLElement) => {
      await waitFor(() => expect(trigger).toHaveFocus());
      await afterLateFocusMoves();
      await expect(trigger).toHaveFocus();
    };
    const userMenu = await signedIn(canvasElement, 'Sabine Krüger');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();

    const language = within(canvas.getByRole('banner')).getByRole('button', { name: languageName() });
    language.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: ownLanguageName() })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expectFocusOn(language);
    // Choosing the language already shown changes nothing and closes the menu.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: ownLanguageName() })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expectFocusOn(language);

    userMenu.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: storyText(userMenuLabel, { name: 'Sabine Krüger' }) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expectFocusOn(userMenu);

    const cookies = within(canvas.getByRole('contentinfo')).getByRole('button', {
      name: storyText(layoutMessages.cookieSettings),
    });
    cookies.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: storyText(layoutMessages.cookieTitle) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectFocusOn(cookies);
  },
};

const footerLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: storyText(layoutMessages.footerNavigation) }));

/** The footer links the legal pages config.json names for the story's locale. */
async function expectLegalLinks(canvasElement: HTMLElement, privacy: string, imprint: string) {
  const footer = footerLinks(canvasElement);
  await expect(footer.getByRole('link', { name: storyText(layoutMessages.privacy) })).toHaveAttribute(
    'href',
    privacy,
  );
  await expect(footer.getByRole('link', { name: storyText(layoutMessages.imprint) })).toHaveAttribute(
    'href',
    imprint,
  );
}

/**
 * The deployment's config.json names its own legal pages: the footer links them (none of the demo's) – the
 * story's locale's own where config.json names one (German, English, Polish), else the German one.
 */
export const ConfiguredLegalLinks: Story = {
  parameters: { url: '/', config: acmeDeployment },
  play: async ({ canvasElement }) => {
    await expectLegalLinks(
      canvasElement,
      localized(acmeDeployment.legal.privacyUrl, storyLocale()),
      'https://www.acme.test/impressum',
    );
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('Acme Chemicals AG');
  },
};

/** Links given per locale follow the portal's language; one without an English entry stays the German one. */
export const ConfiguredLegalLinksInEnglish: Story = {
  parameters: { url: '/en', config: acmeDeployment },
  globals: { locale: 'en' },
  play: ({ canvasElement }) =>
    expectLegalLinks(canvasElement, 'https://www.acme.test/en/privacy', 'https://www.acme.test/impressum'),
};

/**
 * Markup drawn before config.json is read (the prerendered pages, or config.json unusable): the legal pages are
 * not known, so their names stand as plain text – no link to the demo's example pages, none that leads nowhere.
 */
export const LegalLinksNotKnown: Story = {
  parameters: { url: '/', config: { legal: { privacyUrl: '', imprintUrl: '' } } },
  play: async ({ canvasElement }) => {
    const footer = footerLinks(canvasElement);
    await expect(footer.getByText(storyText(layoutMessages.privacy))).toBeVisible();
    await expect(footer.queryByRole('link', { name: storyText(layoutMessages.privacy) })).toBeNull();
    await expect(footer.queryByRole('link', { name: storyText(layoutMessages.imprint) })).toBeNull();
    await expect(footer.getByRole('link', { name: storyText(layoutMessages.support) })).toHaveAttribute(
      'href',
      storyPath('/faq#support'),
    );
  },
};

/** The box the operator's logo is drawn into – fixed, whatever the file (LogoBox is the same). */
async function expectLogoBox(element: Element) {
  const { width, height } = element.getBoundingClientRect();
  await expect([width, height]).toEqual([160, 40]);
}

/**
 * config.json names a logo (brand.logo, a file of the brand folder beside it): header and footer show it
 * instead of the wordmark, named by the company, in a fixed box – nothing beside it moves when it arrives.
 */
export const WithLogo: Story = {
  parameters: { url: '/', config: { ...acmeDeployment, brand: { logo: acmeLogo } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = within(canvas.getByRole('banner')).getByRole('link', {
      name: storyText(homeLabel, { company: 'Acme Chemicals AG' }),
    });
    const logo = within(home).getByRole('img', { name: 'Acme Chemicals AG' });
    await expect(logo).toHaveAttribute('src', acmeLogo);
    await expectLogoBox(logo);
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expectLogoBox(logo);
    await expect(home).not.toHaveTextContent('ACME CHEMICALS');
    const footerLogo = within(canvas.getByRole('contentinfo')).getByRole('img', {
      name: 'Acme Chemicals AG',
    });
    await expect(footerLogo).toHaveAttribute('src', acmeLogo);
  },
};

/**
 * The page as drawn before config.json is read, on a visit after one that met the logo: the brand boot script
 * (apps/portal/index.html) has marked the page, so the wordmark's place is the logo's box showing the logo –
 * the <img> that replaces it takes exactly that box.
 */
export const LogoBox: Story = {
  parameters: { url: '/' },
  beforeEach() {
    const root = document.documentElement;
    root.dataset.brandLogo = '';
    root.style.setProperty('--brand-logo', `url("${acmeLogo}")`);
    return () => {
      delete root.dataset.brandLogo;
      root.style.removeProperty('--brand-logo');
    };
  },
  play: async ({ canvasElement }) => {
    const home = within(within(canvasElement).getByRole('banner')).getByRole('link', {
      name: storyText(homeLabel, { company: 'Kundenportal GmbH' }),
    });
    const slot = home.firstElementChild as HTMLElement;
    await expectLogoBox(slot);
    await expect(getComputedStyle(slot).backgroundImage).toContain(acmeLogo);
    // The default brand's wordmark: its company's name (data, the same in every locale).
    const wordmark = within(home).getByText('Kundenportal', { exact: true });
    await expect(getComputedStyle(wordmark).visibility).toBe('hidden');
  },
};
