import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { punchoutInsteadMessages } from '../domain/punchoutSession';
import { languageNameIn } from '../shared/i18n';
import { pageTitleMessages } from '../shared/page';
import { customerChangedMessage, staffViewMessage } from '../shared/session';
import {
  createStoryServices,
  firstAppearance,
  punchoutAs,
  StoryPortal,
  servicesOf,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { changePasswordMessages, myDataMessages, profileMessages } from './messages';
import { ProfilePage } from './ProfilePage';

const loginAs = (email: string) => async () => ({ services: await createStoryServices({ loginAs: email }) });

/** The value shown for a term of the profile's data lists. */
const detailOf = (canvas: ReturnType<typeof within>, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling;

/** A name that ends with `text` (a button named by its value and then its label). */
const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Profile · Profil',
  id: 'screens-profile',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/profile">
      <ProfilePage />
    </StoryPortal>
  ),
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a punchout session (issue 44) the account is not changed: no editing, no password change, no company
 * choice – a note says where that is done and leads to the hand-back instead.
 */
export const InPunchout: Story = {
  loaders: [punchoutAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyText(punchoutInsteadMessages.account, { system: 'SAP SRM' }),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: storyText(myDataMessages.edit) })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: storyText(profileMessages.changePassword) }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: storyText(profileMessages.companyPickerTitle) }),
    ).toBeNull();
  },
};

/** A customer with one company: all data, the company as text – nothing to choose. */
export const PlainCustomer: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(profileMessages.title) }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: storyText(profileMessages.generalTitle) }),
    ).toBeVisible();
    await expect(detailOf(canvas, storyText(profileMessages.name))).toHaveTextContent('Sabine Krüger');
    await expect(detailOf(canvas, storyText(profileMessages.email))).toHaveTextContent(
      'kunde@kundenportal.example',
    );
    await expect(detailOf(canvas, storyText(profileMessages.salutation))).toHaveTextContent(
      storyText(myDataMessages.miss),
    );
    await expect(detailOf(canvas, storyText(profileMessages.role))).toHaveTextContent(
      storyText(profileMessages.roleCustomer),
    );
    await expect(detailOf(canvas, storyText(profileMessages.language))).toHaveTextContent(
      languageNameIn('de', storyLocale()),
    );

    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText(profileMessages.myDataTitle) }),
    ).toBeVisible();
    await expect(detailOf(canvas, storyText(profileMessages.company))).toHaveTextContent(
      'Bäckerei Hofmann GmbH & Co. KG',
    );
    await expect(detailOf(canvas, storyText(profileMessages.phone))).toHaveTextContent(/^\+49 \d+ \d+$/);
    await expect(detailOf(canvas, storyText(profileMessages.fax))).toHaveTextContent(
      storyText(profileMessages.notGiven),
    );

    await expect(detailOf(canvas, storyText(profileMessages.companyPickerLabel))).toHaveTextContent(
      /^Bäckerei Hofmann GmbH & Co\. KG \(\d{6}\)$/,
    );
    await expect(
      canvas.queryByRole('button', { name: storyTextPattern(profileMessages.companyPickerLabel) }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: storyText(changePasswordMessages.submit) }),
    ).toBeEnabled();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(profileMessages.title) }),
      ),
    );
  },
};

/** A buyer for three companies picks the company the portal works for. */
export const SeveralCompanies: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', {
      name: storyText(profileMessages.companyPickerLabel),
    });
    await expect((picker as HTMLInputElement).value).toMatch(/^Schneider Chemie AG \(\d{6}\)$/);
    await expect(canvas.getByText(storyText(profileMessages.companyPickerDescription))).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: endsWith(storyText(profileMessages.companyPickerLabel)) }),
    );
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^Schneider Chemie AG \d{6}$/),
      expect.stringMatching(/^Becker Oberflächentechnik GmbH \d{6}$/),
      expect.stringMatching(/^Neumann Farben & Lacke GmbH \d{6}$/),
    ]);
    await expect(within(listbox).queryByRole('option', { name: storyText(staffViewMessage) })).toBeNull();

    await userEvent.click(within(listbox).getByRole('option', { name: /Neumann Farben/ }));
    await waitFor(() =>
      expect((picker as HTMLInputElement).value).toMatch(/^Neumann Farben & Lacke GmbH \(\d{6}\)$/),
    );
    await expect(
      await screen.findByText(
        storyText(customerChangedMessage, { company: (picker as HTMLInputElement).value }),
      ),
    ).toBeVisible();
  },
};

/** Sales staff: the staff view comes first and is chosen to begin with; every company can be chosen. */
export const SalesStaff: Story = {
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = await canvas.findByRole('combobox', {
      name: storyText(profileMessages.companyPickerLabel),
    });
    await expect(detailOf(canvas, storyText(profileMessages.role))).toHaveTextContent(
      storyText(profileMessages.roleSales),
    );
    await expect(detailOf(canvas, storyText(profileMessages.company))).toHaveTextContent(
      'Kundenportal Handels GmbH',
    );
    await expect(picker).toHaveValue(storyText(staffViewMessage));

    await userEvent.click(
      canvas.getByRole('button', { name: endsWith(storyText(profileMessages.companyPickerLabel)) }),
    );
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(storyText(staffViewMessage));
    // The staff view and the eleven companies of the main client (the client_staub-only one is not hers).
    await expect(options).toHaveLength(12);

    await userEvent.click(within(listbox).getByRole('option', { name: /Hansa Getränke/ }));
    await waitFor(() =>
      expect((picker as HTMLInputElement).value).toMatch(/^Hansa Getränke GmbH \(\d{6}\)$/),
    );
  },
};
