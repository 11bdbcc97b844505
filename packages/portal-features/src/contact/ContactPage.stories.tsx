import { maxLengths } from '@kundenportal/api-client/limits';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { supportMessages } from '../shared/contact/messages';
import { apiLanguage } from '../shared/i18n';
import { mailHint, mailMessages } from '../shared/mail/messages';
import { commonMessages } from '../shared/messages/commonMessages';
import { pageTitleMessages } from '../shared/page';
import {
  acmeDeployment,
  catchMailto,
  expectAcmeSupport,
  expectNotice,
  firstAppearance,
  loginAs,
  mockBackend,
  openMailLink,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyLabelledSource,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { ContactPage } from './ContactPage';
import { contactMessages, sentTo } from './messages';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Contact · Kontakt',
  id: 'screens-contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  render: renderScreen(() => <ContactPage />, { url: '/user/contact' }),
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let recorded: RecordedRequest[] = [];
const person = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText(contactMessages.personTitle) },
    firstAppearance,
  );
const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: storyText(contactMessages.formTitle) });

/** The chosen company's contact person with e-mail and phone links, and the message form. */
export const Default: Story = {
  parameters: { review: { ownLogin: "the story's customer's company and contact person" } },
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(contactMessages.title) },
        firstAppearance,
      ),
    ).toBeVisible();
    const region = await person(canvasElement);
    await expect(
      await within(region).findByText('Bäckerei Hofmann GmbH & Co. KG', {}, firstAppearance),
    ).toBeVisible();
    const mail = within(region).getByRole('link', { name: /@kundenportal\.example$/ });
    await expect(mail).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await expect(within(region).getByRole('link', { name: /^\+49/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+49\d+$/),
    );
    await expect(
      within(form(canvasElement)).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
    ).toBeRequired();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(contactMessages.title) }),
      ),
    );
  },
};

export const Loading: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customers/{id}', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    const region = await person(canvasElement);
    await expect(
      await within(region).findByRole('progressbar', { name: storyText(contactMessages.loading) }),
    ).toBeVisible();
  },
};

/** The contact person cannot be loaded: said so with a retry; the form still works. */
export const LoadFailed: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customers/{id}', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const region = await person(canvasElement);
    await expect(await within(region).findByText(storyText(contactMessages.loadFailed))).toBeVisible();
    await expect(within(region).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
    await expect(
      within(form(canvasElement)).getByRole('button', { name: storyText(contactMessages.send) }),
    ).toBeEnabled();
  },
};

/** Subject and message are required: checked before sending, messages beside the fields, focus on the first. */
export const Validation: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    recorded = recordRequests(msw, 'post', '/contact');
  },
  play: async ({ canvasElement }) => {
    await person(canvasElement);
    const contactForm = form(canvasElement);
    await userEvent.click(within(contactForm).getByRole('button', { name: storyText(contactMessages.send) }));
    await expect(
      await within(contactForm).findByText(storyText(contactMessages.subjectRequired)),
    ).toBeVisible();
    await expect(within(contactForm).getByText(storyText(contactMessages.messageRequired))).toBeVisible();
    await waitFor(() =>
      expect(
        within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      ).toHaveFocus(),
    );
    await expect(recorded).toHaveLength(0);
  },
};

/** Sent: the notice names the contact person, the request carries customer, subject and message, the form empties. */
export const Success: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    recorded = recordRequests(msw, 'post', '/contact');
  },
  play: async ({ canvasElement, loaded }) => {
    const region = await person(canvasElement);
    const nameTerm = await within(region).findByText(storyText(contactMessages.name), { selector: 'dt' });
    const name = nameTerm.nextElementSibling?.textContent ?? '';
    const contactForm = form(canvasElement);
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      'Liefertermin KW 50',
    );
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
      'Bitte rufen Sie mich an.',
    );
    await userEvent.click(within(contactForm).getByRole('button', { name: storyText(contactMessages.send) }));
    await expectNotice(servicesOf(loaded), storyText(sentTo, { name }));
    await expect(recorded).toHaveLength(1);
    await expect(recorded[0]?.body).toMatchObject({
      contact_message: { subject: 'Liefertermin KW 50', message: 'Bitte rufen Sie mich an.' },
    });
    await expect(recorded[0]?.query.get('language')).toBe(apiLanguage(storyLocale()));
    await expect(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
    ).toHaveValue('');
  },
};

let mails: ReturnType<typeof catchMailto>;
/** The mail's signature names the company by the page's 'company' label, in the story's locale (escaped). */
const companyLabel = () => storyTextPattern(contactMessages.company).source;

/**
 * A backend without the contact call (`sendContactMessage` not offered): the form and its rules stay, but the
 * action opens the user's e-mail program with subject and message filled in, to the support address, signed with
 * the company – the action and a hint say so; nothing is posted.
 */
export const ByMail: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { without: ['sendContactMessage'] })],
  beforeEach({ msw }) {
    recorded = recordRequests(msw, 'post', '/contact');
    mails = catchMailto();
    return mails.stop;
  },
  play: async ({ canvasElement }) => {
    const region = await person(canvasElement);
    const company = (await within(region).findByText(storyText(contactMessages.company), { selector: 'dt' }))
      .nextElementSibling?.textContent;
    const contactForm = form(canvasElement);
    await expect(
      within(contactForm).queryByRole('button', { name: storyText(contactMessages.send) }),
    ).toBeNull();
    const send = within(contactForm).getByRole('link', { name: storyText(mailMessages.open) });
    await expect(send).toHaveAccessibleDescription(
      storyTextPattern(mailHint, { email: 'support@kundenportal.example' }),
    );

    await userEvent.click(send);
    await expect(
      await within(contactForm).findByText(storyText(contactMessages.subjectRequired)),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      ).toHaveFocus(),
    );
    await expect(mails.opened).toHaveLength(0);

    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      'Liefertermin KW 50',
    );
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
      'Bitte rufen Sie mich an.{Enter}Danke!',
    );
    const mail = await openMailLink(send, mails);
    await expect(mail.to).toBe('support@kundenportal.example');
    await expect(mail.subject).toBe('Liefertermin KW 50');
    await expect(mail.body).toMatch(
      new RegExp(
        `^Bitte rufen Sie mich an\\.\r\nDanke!\r\n\r\n--\r\n${storyLabelledSource(companyLabel(), `${company} \\(\\d+\\)`)}$`,
      ),
    );
    await expect(recorded).toHaveLength(0);
  },
};

/**
 * By mail while the company's record still loads: the mail is signed with the company all the same – its name
 * from the companies the session already knows – not sent unsigned because the user was quick.
 */
export const ByMailBeforeTheCompanyLoaded: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { without: ['sendContactMessage'] })],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customers/{id}', 'slow', { delayMs: 'infinite' });
    mails = catchMailto();
    return mails.stop;
  },
  play: async ({ canvasElement }) => {
    const region = await person(canvasElement);
    await expect(
      await within(region).findByRole('progressbar', { name: storyText(contactMessages.loading) }),
    ).toBeVisible();
    const contactForm = form(canvasElement);
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      'Liefertermin KW 50',
    );
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
      'Bitte rufen Sie an.',
    );
    const send = within(contactForm).getByRole('link', { name: storyText(mailMessages.open) });
    const mail = await openMailLink(send, mails);
    await expect(mail.body).toMatch(
      new RegExp(
        `^Bitte rufen Sie an\\.\r\n\r\n--\r\n${storyLabelledSource(companyLabel(), '.+ \\(\\d+\\)')}$`,
      ),
    );
  },
};

/** A server fault: our own notice (never its 'Internal Server Error'), the input stays for another try. */
export const Failure: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'POST /contact', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    await person(canvasElement);
    const contactForm = form(canvasElement);
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
      'Reklamation',
    );
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
      'Ware beschädigt.',
    );
    await userEvent.click(within(contactForm).getByRole('button', { name: storyText(contactMessages.send) }));
    await expectNotice(servicesOf(loaded), storyText(contactMessages.sendFailed), { type: 'error' });
    await expect(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.subject) }),
    ).toHaveValue('Reklamation');
    await expect(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
    ).toHaveValue('Ware beschädigt.');
  },
};

/** The server refuses a field: its words beside that field (never `contact_message.subject`), input kept. */
export const FieldRefused: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/contact', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          errors: [{ field: 'contact_message.subject', message: 'Der Betreff ist zu lang.' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await person(canvasElement);
    const contactForm = form(canvasElement);
    const subject = within(contactForm).getByRole('textbox', {
      name: storyTextPattern(contactMessages.subject),
    });
    await expect(subject).toHaveAttribute(
      'maxlength',
      String(maxLengths.ContactMessageCreate.contact_message.subject),
    );
    await userEvent.type(subject, 'Reklamation');
    await userEvent.type(
      within(contactForm).getByRole('textbox', { name: storyTextPattern(contactMessages.message) }),
      'Ware beschädigt.',
    );
    await userEvent.click(within(contactForm).getByRole('button', { name: storyText(contactMessages.send) }));
    await waitFor(() => expect(subject).toHaveAccessibleDescription(/Der Betreff ist zu lang\./));
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).queryByText(/contact_message/)).toBeNull();
    await expect(subject).toHaveValue('Reklamation');
  },
};

/** Staff in the staff view choose a company first. */
export const StaffView: Story = {
  parameters: { review: { ownLogin: 'the point: staff in the staff view are asked for a company' } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        storyText(commonMessages.chooseCompanyFirst),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: storyText(contactMessages.formTitle) }),
    ).toBeNull();
  },
};

/** Beside the contact person, the supplier's support as the deployment's config.json names it. */
export const ConfiguredSupport: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { config: acmeDeployment })],
  play: async ({ canvasElement }) => {
    await person(canvasElement);
    const support = within(canvasElement).getByRole('region', { name: storyText(supportMessages.title) });
    await expect(support).toHaveTextContent(storyScreenText(contactMessages.supportText));
    await expectAcmeSupport(support);
  },
};
