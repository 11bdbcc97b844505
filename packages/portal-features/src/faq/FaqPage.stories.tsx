import type { OptionalOperation } from '@kundenportal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { meetsNeed } from '../shared/capabilities';
import { supportMessages } from '../shared/contact/messages';
import { pageTitleMessages } from '../shared/page';
import {
  acmeServices,
  createStoryServices,
  expectAcmeSupport,
  StoryPortal,
  servicesOf,
  shownDeclaredTexts,
  storyText,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { FaqPage } from './FaqPage';
import { faqMessages } from './messages';

const meta = {
  title: 'Screens/FAQ',
  component: FaqPage,
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/faq">
      <FaqPage />
    </StoryPortal>
  ),
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(faqMessages.title) }),
    ).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(
      [faqMessages.basics, faqMessages.support, faqMessages.contact].map((section) => storyText(section)),
    );
    const toc = canvas.getByRole('navigation', { name: storyText(faqMessages.sectionsLabel) });
    await expect(within(toc).getByRole('link', { name: storyText(faqMessages.contact) })).toHaveAttribute(
      'href',
      '#contact',
    );
    // The demo's config.json names an e-mail address only.
    const contact = canvas.getByRole('region', { name: storyText(faqMessages.contact) });
    await expect(within(contact).getByRole('link', { name: 'support@kundenportal.example' })).toHaveAttribute(
      'href',
      'mailto:support@kundenportal.example',
    );
    await expect(within(contact).queryByText(storyText(supportMessages.phone))).toBeNull();
    await expect(canvas.getByText(storyScreenText(faqMessages.basicsAccessQ))).toBeVisible();
    const title = storyText(pageTitleMessages.withPage, { page: storyText(faqMessages.title) });
    await waitFor(() => expect(document.title).toBe(title));
  },
};

/** A deployment's own support (config.json): e-mail, phone and hours in the contact section. */
export const ConfiguredSupport: Story = {
  loaders: [acmeServices],
  play: async ({ canvasElement }) => {
    const contact = await within(canvasElement).findByRole('region', {
      name: storyText(faqMessages.contact),
    });
    await expect(contact).toHaveTextContent(storyText(faqMessages.contactIntro));
    await expectAcmeSupport(contact);
  },
};

/**
 * What the FAQ says of the link login and the address confirmation, read from the rendered page in the story's
 * locale: exactly the answers that suit what the backend offers, none that promise what it lacks.
 */
const answersFor = (without: readonly OptionalOperation[], expected: string[]): Story => ({
  loaders: [async () => ({ services: await createStoryServices({ without }) })],
  play: async ({ canvasElement }) => {
    const offers = (operation: OptionalOperation) => !without.includes(operation);
    await waitFor(() => expect(shownDeclaredTexts(canvasElement)).toHaveLength(expected.length));
    const shown = shownDeclaredTexts(canvasElement);
    await expect(shown.filter((id) => !meetsNeed(id, offers))).toEqual([]);
    await expect(shown.toSorted()).toEqual(expected.toSorted());
  },
});

/** The backend offers both (the demo): the login link by e-mail and the confirmation within 72 hours. */
export const WithLoginLinkAndConfirmation = answersFor([], ['faq.support.password.a', 'faq.basics.access.a']);

/** No link login (`loginWithMagicLink`): a new password comes from the support, no login link is promised. */
export const WithoutLoginLink = answersFor(
  ['loginWithMagicLink'],
  ['faq.support.password.a.withoutLink', 'faq.basics.access.a'],
);

/** No address confirmation (`confirmRegistration`): registering, then the review – no 72 hours. */
export const WithoutRegistrationConfirmation = answersFor(
  ['confirmRegistration'],
  ['faq.support.password.a', 'faq.basics.access.a.withoutConfirmation'],
);

/** Neither (issue 40: the FAQ promised both anyway). */
export const WithoutLoginLinkAndConfirmation = answersFor(
  ['loginWithMagicLink', 'confirmRegistration'],
  ['faq.support.password.a.withoutLink', 'faq.basics.access.a.withoutConfirmation'],
);

/** The same in Polish, as issue 40 found it (the texts are read from the Polish catalog). */
export const WithoutLoginLinkAndConfirmationPolish: Story = {
  ...WithoutLoginLinkAndConfirmation,
  globals: { locale: 'pl' },
  play: async (context) => {
    await within(context.canvasElement).findByRole('heading', {
      level: 1,
      name: 'Najczęściej zadawane pytania i wsparcie',
    });
    await WithoutLoginLinkAndConfirmation.play?.(context);
  },
};
