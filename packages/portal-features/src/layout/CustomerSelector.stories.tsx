import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '../shared/session';
import { createStoryServices, StoryPortal, servicesOf } from '../shared/testing';
import { CustomerSelector } from './CustomerSelector';

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
      url={(parameters.url as string | undefined) ?? '/user/dashboard'}
      locale={parameters.locale as 'de' | 'en' | undefined}
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
    await expect(canvas.queryByRole('button', { name: /Kunde/ })).toBeNull();
  },
};

/** A buyer for three companies; the label is for assistive tech only in the header. */
export const WithCompanies: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('button', { name: /Kunde/ });
    await expect(selector).toHaveTextContent(/^Schneider Chemie AG \(\d{6}\)$/);
    // In the header the label sits beside the field.
    const label = canvas.getByText('Kunde', { selector: 'span' });
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      selector.getBoundingClientRect().left,
    );

    await userEvent.click(selector);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      expect.stringMatching(/^Schneider Chemie AG \(\d{6}\)$/),
      expect.stringMatching(/^Becker Oberflächentechnik GmbH \(\d{6}\)$/),
      expect.stringMatching(/^Neumann Farben & Lacke GmbH \(\d{6}\)$/),
    ]);
    await expect(within(listbox).queryByRole('option', { name: 'Mitarbeiteransicht' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: /Becker/ }));
    await waitFor(() => expect(selector).toHaveTextContent(/^Becker Oberflächentechnik GmbH \(\d{6}\)$/));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/dashboard');
  },
};

/** In the side menu the label is visible; the keyboard opens and chooses. */
export const MenuVariant: Story = {
  args: { variant: 'menu' },
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('button', { name: /Kunde/ });
    // In the side menu the label sits above the field.
    const label = canvas.getByText('Kunde', { selector: 'span' });
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      selector.getBoundingClientRect().top,
    );
    selector.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /Schneider/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(selector).toHaveTextContent(/^Neumann Farben & Lacke GmbH/));
  },
};

/** Sales staff: the staff view first and chosen; every company of the portal besides. */
export const StaffViewForSales: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('button', { name: /Kunde/ });
    await expect(selector).toHaveTextContent('Mitarbeiteransicht');
    await userEvent.click(selector);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Mitarbeiteransicht');
    await expect(options).toHaveLength(13);
    await userEvent.click(within(listbox).getByRole('option', { name: /Hansa Getränke/ }));
    await waitFor(() => expect(selector).toHaveTextContent(/^Hansa Getränke GmbH \(\d{6}\)$/));
  },
};

async function chooseStaffViewOnMyProducts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const selector = await canvas.findByRole('button', { name: /Kunde/ });
  // Staff start in the staff view; pick a company first, as on the way to "my products".
  await userEvent.click(selector);
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Hansa/ }));
  await waitFor(() => expect(selector).toHaveTextContent(/^Hansa/));
  await userEvent.click(selector);
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Mitarbeiteransicht' }),
  );
  await waitFor(() => expect(selector).toHaveTextContent('Mitarbeiteransicht'));
  return canvas;
}

/** My products do not exist in the staff view (spec §4): choosing it there goes home. */
export const StaffViewOnMyProductsGoesHome: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  parameters: { url: '/user/products' },
  play: async ({ canvasElement }) => {
    const canvas = await chooseStaffViewOnMyProducts(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/$/));
  },
};

export const StaffViewOnMyProductsGoesHomeInEnglish: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  parameters: { url: '/en/user/products', locale: 'en' },
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
    await expect(canvas.getByTestId('location')).toHaveTextContent('/user/orders');
  },
};
