import type { MessageDescriptor } from '@formatjs/intl';
import type { OptionalOperation } from '@kundenportal/api-client';
import { mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { countryOptions } from '../domain/countries';
import { customerNumberMessages } from '../domain/customerNumbers';
import { reasonLabels, whereHeardLabels } from '../domain/registrationAnswers';
import { roleMessages } from '../domain/roles';
import { passwordMessages, textMessages } from '../shared/forms/messages';
import { apiLanguage, languageNameIn } from '../shared/i18n';
import {
  createStoryServices,
  expectCapabilityTexts,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyLocale,
  storyPath,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { AuthDialogs } from './AuthDialogs';
import {
  commonMessages,
  loginMessages,
  registrationMessages as m,
  registeredMessages,
  registrationMessages,
  tooManyAttemptsMessages,
  validationMessages,
} from './messages';
import { RegisterPage } from './registration/RegisterPage';
import {
  choose,
  findDialog,
  location,
  mockBackend,
  passwordField,
  type RecordedRequest,
  recordRequests,
  renderDialog,
} from './storyHelpers.testing';

const meta = {
  title: 'Screens/Auth/Registration',
  component: AuthDialogs,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [async () => ({ services: await createStoryServices({ config: { registrationEnabled: true } }) })],
  render: renderDialog('register'),
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (container: HTMLElement, name: string) => within(container).getByRole('textbox', { name });
const password = (container: HTMLElement) => passwordField(container, m.password);
const passwordRepeat = (container: HTMLElement) => passwordField(container, m.passwordConfirmation);

/** Required fields show the asterisk in their label and are required for assistive technology. */
async function expectRequired(input: HTMLElement, required = true) {
  const label = input.ownerDocument.querySelector(`label[for="${input.id}"]`);
  if (required) {
    await expect(input).toBeRequired();
    await expect(label?.textContent).toMatch(/\*$/);
  } else {
    await expect(input).not.toBeRequired();
    await expect(label?.textContent).not.toMatch(/\*$/);
  }
}

/** Types a value and leaves the field, as a user moving on to the next one. */
async function enter(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}

/** Fills a field at once (pasting), where the keystrokes themselves are not what the story is about. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** Austria as the country list names it in the story's locale. */
const austria = () => countryOptions(storyLocale()).find((country) => country.id === 'AUT')?.label ?? 'AUT';

/** The person and the access data, found by their labels in the story's locale. */
async function fillPersonAndAccess(container: HTMLElement, email: string) {
  await choose(container, storyText(m.salutation), storyText(m.miss));
  await fill(textbox(container, storyText(m.companyName)), 'Schmidt Chemie GmbH');
  await fill(textbox(container, storyText(m.firstName)), 'Anna');
  await fill(textbox(container, storyText(m.lastName)), 'Schmidt');
  await fill(textbox(container, storyText(m.phoneNumber)), '+49 30 1234567');
  await fill(textbox(container, storyText(m.email)), email);
  await fill(textbox(container, storyText(m.emailConfirmation)), email);
  await fill(password(container), 'Geheim12!');
  await fill(passwordRepeat(container), 'Geheim12!');
}

export const ExistingCustomerFields: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await expect(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.existingCustomer) }),
    ).toBeChecked();
    await expectRequired(textbox(dialog, storyText(m.customerNumber)));
    for (const label of [
      m.companyName,
      m.firstName,
      m.lastName,
      m.phoneNumber,
      m.email,
      m.emailConfirmation,
    ]) {
      await expectRequired(textbox(dialog, storyText(label)));
    }
    await expectRequired(password(dialog));
    await expectRequired(passwordRepeat(dialog));
    await expectRequired(textbox(dialog, storyText(m.faxNumber)), false);
    await expect(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.salutation) }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: storyTextPattern(registrationMessages.language) }),
    ).toHaveTextContent(languageNameIn(storyLocale(), storyLocale()));
    await expect(within(dialog).getByRole('button', { name: storyTextPattern(m.whereHeard) })).toBeVisible();
    // Fields of the other customer types are not there.
    await expect(
      within(dialog).queryByRole('textbox', { name: storyText(registrationMessages.salesAreas) }),
    ).toBeNull();
    await expect(
      within(dialog).queryByRole('button', { name: storyTextPattern(registrationMessages.reason) }),
    ).toBeNull();
    await expect(
      within(dialog).queryByRole('textbox', { name: storyText(registrationMessages.zip) }),
    ).toBeNull();
    await expect(
      within(dialog).getByRole('button', { name: storyText(loginMessages.register) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NewCustomerFields: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.newCustomer) }),
    );
    await expect(
      within(dialog).queryByRole('textbox', { name: storyText(registrationMessages.customerNumber) }),
    ).toBeNull();
    await expectRequired(textbox(dialog, storyText(m.zip)));
    await expect(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.reason) }),
    ).toBeVisible();

    // The reasons that need a text ask for the right one.
    const detailsFor: Array<[MessageDescriptor, MessageDescriptor | null]> = [
      [reasonLabels.order, m.detailsOrder],
      [reasonLabels.sdb, m.detailsSdb],
      [reasonLabels.misc, m.detailsMisc],
      [reasonLabels.interested, null],
      [reasonLabels['existing customer'], null],
      [reasonLabels['new customer'], null],
    ];
    for (const [reason, details] of detailsFor) {
      await choose(dialog, storyText(registrationMessages.reason), storyText(reason));
      if (details) await expectRequired(textbox(dialog, storyText(details)));
      else
        for (const label of [m.detailsOrder, m.detailsSdb, m.detailsMisc]) {
          await expect(within(dialog).queryByRole('textbox', { name: storyText(label) })).toBeNull();
        }
    }

    // Countries by their names in the locale; the form keeps the API's code.
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.country) }),
    );
    const countries = await screen.findByRole('listbox');
    await expect(within(countries).getAllByRole('option')).toHaveLength(33);
    await userEvent.click(within(countries).getByRole('option', { name: austria() }));
    await expect(
      within(dialog).getByRole('button', { name: storyTextPattern(registrationMessages.country) }),
    ).toHaveTextContent(austria());
  },
};

/** Spec §5: a new customer must give a reason – with a text for order, sdb and misc – a country and a zip. */
export const NewCustomerValidation: Story = {
  play: async () => {
    const required = storyText(validationMessages.required);
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.newCustomer) }),
    );

    // The choices opened and closed again without one.
    for (const name of [storyTextPattern(m.reason), storyTextPattern(m.country)]) {
      await userEvent.click(within(dialog).getByRole('button', { name }));
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Escape}');
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name })).toHaveAccessibleDescription(
          expect.stringContaining(required),
        ),
      );
    }

    // The zip entered and left empty.
    await userEvent.click(textbox(dialog, storyText(m.zip)));
    await userEvent.tab();
    await expect(textbox(dialog, storyText(m.zip))).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(dialog, storyText(m.zip))).toHaveAccessibleDescription(required);

    // Each reason that needs a text says so when it is left empty.
    for (const [reason, label] of [
      [reasonLabels.order, m.detailsOrder],
      [reasonLabels.sdb, m.detailsSdb],
      [reasonLabels.misc, m.detailsMisc],
    ] as const) {
      const details = storyText(label);
      await choose(dialog, storyText(registrationMessages.reason), storyText(reason));
      await expect(
        await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.reason) }),
      ).not.toHaveAccessibleDescription(expect.stringContaining(required));
      await userEvent.click(textbox(dialog, details));
      await userEvent.tab();
      await expect(textbox(dialog, details)).toHaveAttribute('aria-invalid', 'true');
      await expect(textbox(dialog, details)).toHaveAccessibleDescription(required);
    }

    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    await expect(
      within(dialog).getByRole('button', { name: storyText(loginMessages.register) }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const EmployeeFields: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.employee) }),
    );
    await expectRequired(textbox(dialog, storyText(m.salesAreas)));
    await expectRequired(textbox(dialog, storyText(m.customerNumber)), false);
    await expect(
      within(dialog).queryByRole('textbox', { name: storyText(registrationMessages.zip) }),
    ).toBeNull();

    await enter(textbox(dialog, storyText(m.salesAreas)), '4000');
    await expect(within(dialog).getByText(storyText(validationMessages.salesAreaPattern))).toBeVisible();
    await enter(textbox(dialog, storyText(m.salesAreas)), '4000/*/*;4100/10/*');
    await expect(textbox(dialog, storyText(m.salesAreas))).not.toHaveAttribute('aria-invalid');
  },
};

/** An employee of the second company registers there and asks for a role: both are sent as the request's wishes. */
export const EmployeeOfTheSecondClient: Story = {
  beforeEach({ msw }) {
    registrations = recordRequests(msw, 'post', '/registrations');
  },
  play: async () => {
    const email = `jonas.${Date.now()}@kundenportal.example`;
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.employee) }),
    );
    await enter(textbox(dialog, storyText(m.salesAreas)), '4000/*/*');
    // The main client is chosen until the applicant says otherwise.
    await expect(
      within(dialog).getByRole('button', { name: storyTextPattern(registrationMessages.client) }),
    ).toHaveTextContent(storyText(roleMessages.client_kundenportal));
    await choose(dialog, storyText(registrationMessages.client), storyText(roleMessages.client_staub));
    await choose(dialog, storyText(registrationMessages.requestedRole), storyText(roleMessages.ROLE_SALES));
    await expect(within(dialog).getByText(storyText(registrationMessages.requestedRoleHint))).toBeVisible();
    await fillPersonAndAccess(dialog, email);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    await findDialog(storyText(registeredMessages.title));
    await expect(registrations[0]?.body).toMatchObject({
      registration: { customerType: 'employee', client: 'client_staub', roles: ['ROLE_SALES'] },
    });
  },
};

export const CustomerNumberValidation: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    const customerNumber = textbox(dialog, storyText(m.customerNumber));
    const numeric = storyText(customerNumberMessages.numeric);
    const sixDigits = storyText(customerNumberMessages.length);

    await enter(customerNumber, '10023a');
    await expect(customerNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(customerNumber).toHaveAccessibleDescription(expect.stringContaining(numeric));

    await enter(customerNumber, '10023');
    await expect(customerNumber).toHaveAccessibleDescription(expect.stringContaining(sixDigits));

    // Several numbers: one bad one is enough.
    await enter(customerNumber, '100234;1005x7');
    await expect(within(dialog).getByText(numeric)).toBeVisible();
    await enter(customerNumber, '100234;10056');
    await expect(within(dialog).getByText(sixDigits)).toBeVisible();

    await enter(customerNumber, '100234;100567');
    await expect(customerNumber).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).queryByText(sixDigits)).toBeNull();

    // Emptied, the required field says so.
    await userEvent.clear(customerNumber);
    await userEvent.tab();
    await expect(customerNumber).toHaveAccessibleDescription(
      expect.stringContaining(storyText(validationMessages.required)),
    );
  },
};

export const PasswordAndEmailValidation: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await enter(password(dialog), 'geheimnis');
    await expect(within(dialog).getByText(storyText(passwordMessages.passwordRule))).toBeVisible();
    await enter(password(dialog), 'Geheim12!');
    await enter(passwordRepeat(dialog), 'Geheim12?');
    await expect(passwordRepeat(dialog)).toHaveAccessibleDescription(
      storyText(passwordMessages.passwordMismatch),
    );

    await enter(textbox(dialog, storyText(m.email)), 'anna@schmidt');
    await expect(textbox(dialog, storyText(m.email))).toHaveAccessibleDescription(
      storyText(validationMessages.emailInvalid),
    );
    await enter(textbox(dialog, storyText(m.email)), 'anna@schmidt-chemie.example');
    await enter(textbox(dialog, storyText(m.emailConfirmation)), 'anna@schmidt.example');
    await expect(textbox(dialog, storyText(m.emailConfirmation))).toHaveAccessibleDescription(
      storyText(validationMessages.emailMismatch),
    );

    // A salutation left open is named too.
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(registrationMessages.salutation) }),
    );
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(await within(dialog).findByText(storyText(validationMessages.salutation))).toBeVisible();
  },
};

export const SubmitDisabledUntilValid: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    const submit = within(dialog).getByRole('button', { name: storyText(loginMessages.register) });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    // Still missing: the customer number.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    // Switching to employee asks for the sales areas first.
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.employee) }),
    );
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(textbox(dialog, storyText(m.salesAreas)), '4000/*/*');
    await expect(submit).not.toHaveAttribute('aria-disabled');
  },
};

let registrations: RecordedRequest[] = [];

export const Success: Story = {
  beforeEach({ msw }) {
    registrations = recordRequests(msw, 'post', '/registrations');
  },
  play: async () => {
    const email = `anna.${Date.now()}@schmidt-chemie.example`;
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(registrationMessages.newCustomer) }),
    );
    await choose(dialog, storyText(registrationMessages.reason), storyText(reasonLabels.sdb));
    await userEvent.type(textbox(dialog, storyText(m.detailsSdb)), 'Natriumchlorid 10004711');
    await choose(dialog, storyText(registrationMessages.country), austria());
    await userEvent.type(textbox(dialog, storyText(m.zip)), '1010');
    await fillPersonAndAccess(dialog, email);
    await choose(dialog, storyTextPattern(m.whereHeard).source, storyText(whereHeardLabels.newsletter));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));

    const registered = await findDialog(storyText(registeredMessages.title));
    // The 72 hours to confirm the address, in the locale's words.
    await expect(registered).toHaveTextContent(storyScreenText(registeredMessages.text));
    await expect(registered).toHaveTextContent(/\b72\b/);
    await expect(registrations).toHaveLength(1);
    await expect(registrations[0]?.query.get('language')).toBe(apiLanguage(storyLocale()));
    await expect(registrations[0]?.body).toEqual({
      registration: {
        customerType: 'new_customer',
        newCustomer: true,
        reason: { why: 'sdb', additionalInfo: 'Natriumchlorid 10004711' },
        country: 'AUT',
        zip: '1010',
        salutation: 'miss',
        firstName: 'Anna',
        lastName: 'Schmidt',
        companyName: 'Schmidt Chemie GmbH',
        phoneNumber: '+49 30 1234567',
        // The correspondence language starts as the page's.
        language: apiLanguage(storyLocale()),
        whereDidYouHearFrom: 'newsletter',
        email,
        emailConfirmation: email,
        password: 'Geheim12!',
        passwordConfirmation: 'Geheim12!',
        client: 'client_kundenportal',
      },
    });
    await expect(mailbox.lastConfirmationLink(email)?.link).toMatch(
      new RegExp(`^${storyPath('/activation')}\\?token=`),
    );

    await userEvent.click(within(registered).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server's field errors stand beside their fields in its words – never as paths like `registration.email`. */
export const BackendFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/registrations', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: [
            { field: 'registration.email', message: 'Diese E-Mail-Adresse ist ungültig.' },
            { field: 'registration.customerNumber', message: 'Unbekannte Kundennummer.' },
          ],
        }),
      ),
    );
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '999999');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(registrationMessages.checkFields),
    );
    await expect(dialog).not.toHaveTextContent('registration.');
    const email = textbox(dialog, storyText(m.email));
    const customerNumber = textbox(dialog, storyText(m.customerNumber));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Diese E-Mail-Adresse ist ungültig.'),
    );
    await expect(customerNumber).toHaveAccessibleDescription(
      expect.stringContaining('Unbekannte Kundennummer.'),
    );
    // Everything typed stays for the correction.
    await expect(customerNumber).toHaveValue('999999');
    await expect(email).toHaveValue('anna@schmidt-chemie.example');
    await expect(
      within(dialog).getByRole('button', { name: storyText(loginMessages.register) }),
    ).not.toHaveAttribute('aria-disabled');
    // Correcting the field takes the server's word away from it.
    await fill(customerNumber, '1');
    await expect(customerNumber).not.toHaveAccessibleDescription(
      expect.stringContaining('Unbekannte Kundennummer.'),
    );
  },
};

/** A field the form does not show: its message without the path. */
export const BackendErrorOfHiddenField: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/registrations', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: [{ field: 'registration.zip', message: 'Die Postleitzahl ist unbekannt.' }],
        }),
      ),
    );
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Die Postleitzahl ist unbekannt.');
    await expect(alert).not.toHaveTextContent('registration.zip');
  },
};

/**
 * An address that has an account gets the same answer as a new one (the mock e-mails its owner instead),
 * so the form cannot be used to find out who is registered.
 */
export const AddressAlreadyRegistered: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, 'kunde@kundenportal.example');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    const registered = await findDialog(storyText(registeredMessages.title));
    await expect(registered).toBeVisible();
    await expect(mailbox.lastConfirmationLink('kunde@kundenportal.example')).toBeUndefined();
    await expect(mailbox.messages('kunde@kundenportal.example').at(-1)?.kind).toBe('registration-existing');
  },
};

/** Invisible and bidirectional control characters: dropped from text, refused in a password. */
export const HiddenCharacters: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await fill(textbox(dialog, storyText(m.lastName)), 'Schm\u200bidt\u202e');
    await expect(textbox(dialog, storyText(m.lastName))).toHaveValue('Schmidt');
    await fill(password(dialog), 'Geheim\u200b12!');
    await userEvent.tab();
    await expect(password(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(password(dialog)).toHaveAccessibleDescription(
      expect.stringContaining(storyText(textMessages.hiddenCharacters)),
    );
  },
};

/** Inputs stop at the contract's maxLength. */
export const InputLimits: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await expect(textbox(dialog, storyText(m.lastName))).toHaveAttribute('maxlength', '60');
    await expect(textbox(dialog, storyText(m.email))).toHaveAttribute('maxlength', '180');
    await expect(password(dialog)).toHaveAttribute('maxlength', '128');
    await fill(textbox(dialog, storyText(m.firstName)), 'x'.repeat(70));
    await expect(textbox(dialog, storyText(m.firstName))).toHaveValue('x'.repeat(60));
  },
};

/** Without field errors the backend's message is shown. */
export const BackendMessage: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/registrations', ({ response }) =>
        response(400).json({ message: 'Registrierungen sind derzeit nicht möglich.' }),
      ),
    );
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Registrierungen sind derzeit nicht möglich.',
    );
  },
};

/**
 * Too many registrations from here (429): the wait from `Retry-After` – two minutes and more in minutes – with
 * everything typed kept, the passwords too, no field marked, and the button ready for the next try.
 */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/registrations', ({ response }) =>
        response(429).json(
          { message: 'Zu viele Versuche.', code: 'too_many_attempts' },
          { headers: { 'Retry-After': '120' } },
        ),
      ),
    );
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    const submit = within(dialog).getByRole('button', { name: storyText(loginMessages.register) });
    await userEvent.click(submit);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(tooManyAttemptsMessages.minutes, { minutes: 2 }),
    );
    await expect(textbox(dialog, storyText(m.customerNumber))).toHaveValue('100234');
    await expect(textbox(dialog, storyText(m.email))).toHaveValue('anna@schmidt-chemie.example');
    await expect(password(dialog)).toHaveValue('Geheim12!');
    await expect(passwordRepeat(dialog)).toHaveValue('Geheim12!');
    await expect(
      within(dialog)
        .queryAllByRole('textbox')
        .filter((field) => field.ariaInvalid === 'true'),
    ).toEqual([]);
    await expect(submit).toHaveFocus();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(screen.queryByRole('dialog', { name: storyText(registeredMessages.title) })).toBeNull();
  },
};

/** Out of service: the input waits in this tab (without the passwords) and comes back with the form. */
export const Unreachable: Story = {
  beforeEach({ msw }) {
    sessionStorage.removeItem('kundenportal.registration-draft');
    msw.use(storyHttp.post('/registrations', () => HttpResponse.error()));
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, 'anna@schmidt-chemie.example');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    const draft = sessionStorage.getItem('kundenportal.registration-draft') ?? '';
    await expect(draft).toContain('anna@schmidt-chemie.example');
    await expect(draft).not.toContain('Geheim12!');
  },
};

/** Back from the out-of-service page: the form holds the earlier input and asks for the password again. */
export const DraftRestored: Story = {
  beforeEach() {
    sessionStorage.setItem(
      'kundenportal.registration-draft',
      JSON.stringify({ customerNumber: '100234', lastName: 'Schmidt', email: 'anna@schmidt-chemie.example' }),
    );
    return () => sessionStorage.removeItem('kundenportal.registration-draft');
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.register));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      storyScreenText(registrationMessages.draftRestored),
    );
    await expect(textbox(dialog, storyText(m.customerNumber))).toHaveValue('100234');
    await expect(textbox(dialog, storyText(m.lastName))).toHaveValue('Schmidt');
    await expect(textbox(dialog, storyText(m.email))).toHaveValue('anna@schmidt-chemie.example');
    await expect(password(dialog)).toHaveValue('');
    await expect(sessionStorage.getItem('kundenportal.registration-draft')).toBeNull();
  },
};

/** /register: the same form as a page; afterwards home with the success message. */
export const RegisterPageSuccess: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/register">
      <RegisterPage />
      <AuthDialogs />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(registrationMessages.pageTitle) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: storyText(registrationMessages.employee) }));
    await userEvent.type(textbox(canvasElement, storyText(m.salesAreas)), '4000/*/*');
    await fillPersonAndAccess(canvasElement, `stefan.${Date.now()}@kundenportal.example`);
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginMessages.register) }));
    await expect(await findDialog(storyText(registeredMessages.title))).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/')}$`)));
  },
};

/** The registration's services against a backend that lacks `without`. */
const servicesWithout = (without: readonly OptionalOperation[]) => async () => ({
  services: await createStoryServices({ config: { registrationEnabled: true }, without }),
});

/** With the address confirmation (the demo): the lead says the review follows the confirmation. */
export const LeadWithConfirmation: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(m.title));
    await expectCapabilityTexts(dialog, [], ['auth.registration.lead']);
  },
};

/**
 * A backend without the address confirmation (`confirmRegistration`, issue 40): the lead and, once registered, the
 * dialog after it say that the request is reviewed – read from the rendered dialogs, neither promises a
 * confirmation of the address or 72 hours, and no confirmed-address dialog follows.
 */
export const WithoutConfirmation: Story = {
  loaders: [servicesWithout(['confirmRegistration'])],
  play: async () => {
    const dialog = await findDialog(storyText(m.title));
    await expectCapabilityTexts(
      dialog,
      ['confirmRegistration'],
      ['auth.registration.lead.withoutConfirmation'],
    );

    await userEvent.type(textbox(dialog, storyText(m.customerNumber)), '100234');
    await fillPersonAndAccess(dialog, `anna.${Date.now()}@schmidt-chemie.example`);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(m.submit) }));
    const registered = await findDialog(storyText(registeredMessages.title));
    await expectCapabilityTexts(registered, ['confirmRegistration'], ['auth.registered.withoutConfirmation']);
    await expect(registered).not.toHaveTextContent(/\b72\b/);
    await expect(screen.getAllByRole('dialog')).toEqual([registered]);
  },
};

/** /register against a backend without the address confirmation: the page's lead promises none either. */
export const RegisterPageWithoutConfirmation: Story = {
  loaders: [servicesWithout(['confirmRegistration'])],
  render: RegisterPageSuccess.render,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', {
      level: 1,
      name: storyText(m.pageTitle),
    });
    await expectCapabilityTexts(
      canvasElement,
      ['confirmRegistration'],
      ['auth.registration.lead.withoutConfirmation'],
    );
  },
};
