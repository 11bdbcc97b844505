import { getMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  customerChangedMessage,
  customerChoiceMessages,
  staffViewMessage,
  useSession,
} from '../shared/session';
import { customerComboBoxMessages, customerRefineMessage } from '../shared/session/customerComboBoxMessages';
import {
  createStoryServices,
  expectNotice,
  StoryPortal,
  servicesOf,
  storyLocale,
  storyPath,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { CustomerSelector } from './CustomerSelector';
import { selectorMessages } from './messages';

const loginAs = (email: string) => async () => ({ services: await createStoryServices({ loginAs: email }) });

/** Shows once the user is known, so a play can tell "hidden" from "not loaded yet". */
function SignedInAs() {
  const { user } = useSession();
  return user ? <p>{`Angemeldet als ${user.first_name} ${user.last_name}`}</p> : null;
}

const meta = {
  title: 'Layout/CustomerSelector',
  component: CustomerSelector,
  args: { variant: 'header' },
  render: (args, { loaded, parameters }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url={storyPath((parameters.url as string | undefined) ?? '/user/dashboard')}
    >
      <SignedInAs />
      <CustomerSelector {...args} />
    </StoryPortal>
  ),
} satisfies Meta<typeof CustomerSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenForOneCompany: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Angemeldet als Sabine Krüger')).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: storyText(selectorMessages.customer) })).toBeNull();
  },
};

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: storyText(selectorMessages.customer) });
const openList = async (canvasElement: HTMLElement) => {
  // The button that opens the list is named after the field.
  const named = new RegExp(`${storyTextPattern(selectorMessages.customer).source}$`);
  await userEvent.click(within(canvasElement).getByRole('button', { name: named }));
  return screen.findByRole('listbox');
};

/** A buyer for three companies; name and number shown, a change confirmed by a notice. */
export const WithCompanies: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const selector = await field(canvasElement);
    await expect((selector as HTMLInputElement).value).toMatch(/^Schneider Chemie AG \(\d{6}\)$/);
    // In the header the label sits beside the field.
    const label = canvas.getByText(storyText(selectorMessages.customer), { selector: 'label' });
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      (selector.parentElement as HTMLElement).getBoundingClientRect().left,
    );

    const listbox = await openList(canvasElement);
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringMatching(/^Schneider Chemie AG \d{6}$/),
      expect.stringMatching(/^Becker Oberflächentechnik GmbH \d{6}$/),
      expect.stringMatching(/^Neumann Farben & Lacke GmbH \d{6}$/),
    ]);
    await expect(within(listbox).queryByRole('option', { name: storyText(staffViewMessage) })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: /Becker/ }));
    await waitFor(() =>
      expect((selector as HTMLInputElement).value).toMatch(/^Becker Oberflächentechnik GmbH \(\d{6}\)$/),
    );
    const becker = (selector as HTMLInputElement).value;
    await expectNotice(servicesOf(loaded), storyText(customerChangedMessage, { company: becker }));
    await expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/user/dashboard'));
  },
};

/** In the side menu the label is above; typing part of the customer number and Enter choose. */
export const MenuVariantKeyboard: Story = {
  args: { variant: 'menu' },
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await field(canvasElement);
    const label = canvas.getByText(storyText(selectorMessages.customer), { selector: 'label' });
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      selector.getBoundingClientRect().top,
    );
    const neumann = getMockDb().customers.find((customer) => customer.name.startsWith('Neumann'));
    selector.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard(String(neumann?.id).slice(2));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(selector).toHaveValue(`${neumann?.name} (${neumann?.id})`));
  },
};

export const NoMatch: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const selector = await field(canvasElement);
    const before = (selector as HTMLInputElement).value;
    await userEvent.click(selector);
    await userEvent.keyboard('{Control>}a{/Control}Müller Zement');
    await expect(await screen.findByText(storyText(customerComboBoxMessages.noMatch))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(selector).toHaveValue(before));
  },
};

/**
 * Sales staff of the main client: the staff view first and chosen; the eleven companies of client_kundenportal
 * besides – never Krause Wasseraufbereitung, a customer of client_staub only.
 */
export const StaffViewForSales: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const selector = await field(canvasElement);
    const staffView = storyText(staffViewMessage);
    await expect(selector).toHaveValue(staffView);
    const listbox = await openList(canvasElement);
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(staffView);
    await expect(options).toHaveLength(12);
    await expect(within(listbox).queryByRole('option', { name: /Krause Wasseraufbereitung/ })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: /Hansa Getränke/ }));
    await waitFor(() =>
      expect((selector as HTMLInputElement).value).toMatch(/^Hansa Getränke GmbH \(\d{6}\)$/),
    );
    await userEvent.click(selector);
    // Typing the start of the staff view's name finds it.
    await userEvent.keyboard(`{Control>}a{/Control}${staffView.slice(0, 5)}`);
    await userEvent.click(await screen.findByRole('option', { name: staffView }));
    await expectNotice(servicesOf(loaded), storyText(customerChoiceMessages.changedToStaffView));
  },
};

/** Staff who may choose among 5,000 companies: 50 are listed with a hint, the search finds the rest. */
export const FiveThousandCompanies: Story = {
  // After the login (which starts the demo data afresh), before the app asks who is logged in.
  loaders: [
    async () => {
      const loaded = await loginAs('vertrieb@kundenportal.example')();
      const db = getMockDb();
      const template = db.customers[0] as (typeof db.customers)[number];
      // 5,000 that sales staff of the main client see: the client_staub-only company is not one of them.
      const visible = db.customers.filter((customer) => customer.clients.includes('client_kundenportal'));
      const added = Array.from({ length: 5000 - visible.length }, (_, index) => ({
        ...template,
        id: 700000 + index,
        name: `Testkunde ${index + 1} Chemiehandel GmbH`,
      }));
      db.customers.push(...added);
      return loaded;
    },
  ],
  beforeEach() {
    return () => {
      const db = getMockDb();
      db.customers.splice(0, db.customers.length, ...db.customers.filter((customer) => customer.id < 700000));
    };
  },
  play: async ({ canvasElement }) => {
    const selector = await field(canvasElement);
    const listbox = await openList(canvasElement);
    // The staff view and the first 50 companies; the hint counts companies only – the staff view is none.
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(51);
    await expect(options[0]).toHaveTextContent(storyText(staffViewMessage));
    const count = new Intl.NumberFormat(storyLocale());
    await expect(
      screen.getByText(
        storyScreenText(customerRefineMessage, { shown: count.format(50), total: count.format(5000) }),
      ),
    ).toBeVisible();
    await userEvent.click(selector);
    // A name word and the full customer number together find the one company.
    await userEvent.keyboard('{Control>}a{/Control}chemiehandel 704710');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Testkunde 4711 Chemiehandel GmbH 704710']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(selector).toHaveValue('Testkunde 4711 Chemiehandel GmbH (704710)'));
  },
};

async function chooseStaffViewOnMyProducts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selector = await field(canvasElement);
  // Staff start in the staff view; pick a company first, as on the way to "my products".
  await userEvent.click(within(await openList(canvasElement)).getByRole('option', { name: /Hansa/ }));
  await waitFor(() => expect((selector as HTMLInputElement).value).toMatch(/^Hansa/));
  const staffView = storyText(staffViewMessage);
  await userEvent.click(within(await openList(canvasElement)).getByRole('option', { name: staffView }));
  await waitFor(() => expect(selector).toHaveValue(staffView));
  return canvas;
}

/** My products do not exist in the staff view (spec §4): choosing it there goes home. */
export const StaffViewOnMyProductsGoesHome: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  parameters: { url: '/user/products' },
  play: async ({ canvasElement }) => {
    const canvas = await chooseStaffViewOnMyProducts(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(storyPath('/')));
  },
};

export const StaffViewOnMyProductsGoesHomeInEnglish: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  parameters: { url: '/user/products' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = await chooseStaffViewOnMyProducts(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en$/));
  },
};

/** Elsewhere the staff view just applies; the page stays. */
export const StaffViewElsewhereStays: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  parameters: { url: '/user/orders' },
  play: async ({ canvasElement }) => {
    const canvas = await chooseStaffViewOnMyProducts(canvasElement);
    await expect(canvas.getByTestId('location')).toHaveTextContent(storyPath('/user/orders'));
  },
};
