import { maxLengths } from '@kundenportal/api-client/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { punchoutInsteadMessages } from '../domain/punchoutSession';
import { localizedPath } from '../shared/i18n';
import { abortEditMessages, commonMessages } from '../shared/messages/commonMessages';
import {
  expectNotice,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  punchoutAs,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyLabelled,
  storyLocale,
  storyPath,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import {
  deliveryMessages,
  pageMessages,
  productLineMessages,
  productMessages,
  receiptMessages,
  resultMessages,
  reviewMessages,
  validationMessages,
  wizardMessages,
} from './messages';
import { ReorderPage } from './routes';
import {
  agreeAndOrder,
  clearDrafts,
  dropAnnouncements,
  enterDeliveryDate,
  type OrderBackend,
  orderBackend,
  pricesBox,
  stepOf,
  storedDrafts,
  termsBox,
  toDelivery,
  topicLabel,
  toReview,
} from './storyBackend.testing';

let backend: OrderBackend;
const onServiceUnavailable = fn();

const meta = {
  title: 'Screens/Ordering/Reorder',
  component: ReorderPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example', { onServiceUnavailable })],
  render: renderScreen(() => <ReorderPage />, { url: '/reorder' }),
  beforeEach({ msw }) {
    clearDrafts();
    onServiceUnavailable.mockClear();
    backend = orderBackend(msw);
    return dropAnnouncements;
  },
} satisfies Meta<typeof ReorderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a punchout session (issue 44) the order goes through the procurement system: no wizard, the way there. */
export const InPunchout: Story = {
  loaders: [punchoutAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyText(punchoutInsteadMessages.ordering, { system: 'SAP SRM' }),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(punchoutInsteadMessages.transfer, { system: 'SAP SRM' }) }),
    ).toHaveAttribute('href', storyPath('/user/punchout'));
    await expect(canvas.queryByRole('list', { name: storyText(wizardMessages.steps) })).toBeNull();
  },
};

/** Step 1: the basket's products with amount, unit and a remark field each; three numbered steps. */
export const ProductsFromBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(pageMessages.reorderTitle) },
        firstAppearance,
      ),
    ).toBeVisible();
    const steps = await canvas.findByRole('list', { name: storyText(wizardMessages.steps) }, firstAppearance);
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      [wizardMessages.stepProducts, wizardMessages.stepDelivery, wizardMessages.stepReviewOrder].map(
        (step, index) => `${index + 1}${storyText(step)}`,
      ),
    );
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText(stepOf(1))).toBeVisible();
    const lines = await canvas.findAllByRole('listitem', { name: /Zitronensäure|Natriumbenzoat/ });
    await expect(lines).toHaveLength(2);
    const [first] = lines;
    await expect(
      within(first as HTMLElement).getByText(
        storyLabelled(storyText(productMessages.materialNumber), '10004711'),
      ),
    ).toBeVisible();
    await expect(
      within(first as HTMLElement).getByRole('textbox', { name: storyTextPattern(productMessages.amount) }),
    ).toHaveValue('25');
    await expect(within(first as HTMLElement).getByText('KG')).toBeVisible();
    await expect(
      within(first as HTMLElement).getByRole('textbox', { name: storyText(productMessages.remarks) }),
    ).toHaveValue('');
    await expect(
      canvas.queryByRole('heading', { name: storyText(productMessages.customHeading) }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: storyText(commonMessages.back) })).toBeNull();
    await expect(canvas.getByRole('button', { name: storyText(wizardMessages.next) })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: storyText(wizardMessages.abort) })).toBeEnabled();
  },
};

/** Nothing in the basket: nothing to reorder, the way to the search instead of an empty wizard. */
export const EmptyBasket: Story = {
  beforeEach() {
    backend.basket.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText(pageMessages.emptyBasketTitle) }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(pageMessages.toSearch) })).toHaveAttribute(
      'href',
      localizedPath('/user/search', storyLocale()),
    );
    await expect(canvas.queryByRole('list', { name: storyText(wizardMessages.steps) })).toBeNull();
  },
};

/** An emptied amount stops 'Weiter': listed at the top with a link to the field, and beside the field. */
export const AmountMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('listitem', { name: /Zitronensäure/ }, firstAppearance);
    const amount = within(first as HTMLElement).getByRole('textbox', {
      name: storyTextPattern(productMessages.amount),
    });
    await userEvent.clear(amount);
    await userEvent.type(
      within(first as HTMLElement).getByRole('textbox', { name: storyText(productMessages.remarks) }),
      'bitte in Säcken',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));

    await expect(canvas.getByText(stepOf(1))).toBeVisible();
    const summaryLink = canvas.getByRole('link', { name: storyText(validationMessages.amount) });
    await waitFor(() =>
      expect(
        canvas.getByText(storyText(validationMessages.summary)).closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(storyTextPattern(validationMessages.amount));
    await userEvent.click(summaryLink);
    await expect(amount).toHaveFocus();
    // Nothing typed is lost to an error.
    await expect(
      within(first as HTMLElement).getByRole('textbox', { name: storyText(productMessages.remarks) }),
    ).toHaveValue('bitte in Säcken');

    await userEvent.type(amount, '30');
    await userEvent.tab();
    await expect(canvas.queryByText(storyText(validationMessages.summary))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(await canvas.findByText(stepOf(2))).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: storyText(reviewMessages.deliveryHeading) }),
      ).toHaveFocus(),
    );
  },
};

/** Every product removed: a reorder needs at least one. */
export const AllProductsRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: storyText(productLineMessages.remove, { name: 'Zitronensäure E330' }) },
        firstAppearance,
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: storyText(productMessages.productsHeading) })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(productLineMessages.remove, { name: 'Natriumbenzoat' }) }),
    );
    await expect(canvas.getByText(storyText(productMessages.noBasketProducts))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.noProducts) })).toBeVisible();
    await expect(canvas.getByText(stepOf(1))).toBeVisible();
  },
};

/** Step 2 with the spec §9 placeholders; nothing entered: the date is missing. */
export const DeliveryDateMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.morning) })).toHaveAttribute(
      'placeholder',
      '8:00-12:00',
    );
    await expect(
      canvas.getByRole('textbox', { name: storyText(deliveryMessages.afternoon) }),
    ).toHaveAttribute('placeholder', '13:00-16:00');
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.other) })).toHaveAttribute(
      'placeholder',
      '18:00-22:00',
    );
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.fixed) })).toHaveAttribute(
      'placeholder',
      storyText(deliveryMessages.fixedPlaceholder),
    );
    await expect(
      canvas.getByRole('checkbox', { name: storyText(deliveryMessages.identicalRecipient) }),
    ).toBeChecked();
    await expect(
      canvas.queryByRole('textbox', { name: storyTextPattern(deliveryMessages.company) }),
    ).toBeNull();
    await expect(
      await canvas.findByRole('checkbox', { name: topicLabel('certificate_of_analysis') }),
    ).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await userEvent.click(canvas.getByRole('link', { name: storyText(validationMessages.deliveryDate) }));
    await expect(
      within(
        await canvas.findByRole('group', { name: storyTextPattern(deliveryMessages.deliveryDate) }),
      ).getAllByRole('spinbutton')[0],
    ).toHaveFocus();
    await expect(canvas.getByText(stepOf(2))).toBeVisible();
  },
};

/** A delivery date before today is refused. */
export const DeliveryDateInPast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await enterDeliveryDate(canvas, '01.01.2020');
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(
      canvas.getByRole('link', { name: storyText(validationMessages.deliveryDatePast) }),
    ).toBeVisible();
  },
};

/** A recipient other than the orderer needs company, address, zip, city, country and phone. */
export const RecipientNotIdentical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await enterDeliveryDate(canvas, '15.06.2030');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: storyText(deliveryMessages.identicalRecipient) }),
    );
    // The recipient's fields stop where the contract does (`OrderRecipient`); a pasted bidi override is dropped.
    const company = canvas.getByRole('textbox', { name: storyTextPattern(deliveryMessages.company) });
    await expect(company).toHaveAttribute('maxlength', String(maxLengths.OrderRecipient.company));
    await expect(
      canvas.getByRole('textbox', { name: storyTextPattern(deliveryMessages.zip) }),
    ).toHaveAttribute('maxlength', String(maxLengths.OrderRecipient.zip));
    await userEvent.type(company, 'Lager\u202e Süd GmbH');
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    const summary = canvas
      .getByText(storyText(validationMessages.summary))
      .closest('[tabindex="-1"]') as HTMLElement;
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      [
        validationMessages.recipientAddress,
        validationMessages.recipientZip,
        validationMessages.recipientCity,
        validationMessages.recipientCountry,
        validationMessages.recipientPhone,
      ].map((message) => storyText(message)),
    );
    await expect(
      canvas.getByRole('textbox', { name: storyTextPattern(deliveryMessages.company) }),
    ).toHaveValue('Lager Süd GmbH');
    await userEvent.click(
      within(summary).getByRole('link', { name: storyText(validationMessages.recipientCountry) }),
    );
    await expect(
      await canvas.findByRole('button', { name: storyTextPattern(deliveryMessages.country) }),
    ).toHaveFocus();
  },
};

/** The review lists everything; without the two agreements nothing is sent. */
export const AgreementsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText(wizardMessages.stepReviewOrder) }),
    ).toBeVisible();
    await expect(canvas.getByText(storyTextPattern(reviewMessages.priceNote))).toBeVisible();
    await expect(canvas.getByText('15.06.2030')).toBeVisible();
    await expect(canvas.getByText(storyText(reviewMessages.identical))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.finishOrder) }));
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.terms) })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText(validationMessages.priceConditions) }),
    ).toBeVisible();
    await expect(termsBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(backend.orders).toHaveLength(0);
  },
};

/** Edit links on the review go back to a step; what was entered is still there. */
export const EditFromReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: storyText(reviewMessages.editDelivery) }));
    await expect(canvas.getByText(stepOf(2))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'PO-2026-77',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.back) }));
    await expect(canvas.getByText(stepOf(1))).toBeVisible();
  },
};

/** Sent once with an Idempotency-Key; confirmation with the order number; the ordered products leave the basket. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await agreeAndOrder(canvas);

    const heading = await canvas.findByRole('heading', { name: storyText(resultMessages.orderThanks) });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(storyText(receiptMessages.orderNumber, { id: '4711000042' })),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(resultMessages.basketEmptied))).toBeVisible();
    await expectNotice(servicesOf(loaded), storyText(resultMessages.orderSuccess));
    await expect(backend.orders).toHaveLength(1);
    await expect(backend.orders[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(backend.orders[0]?.body).toMatchObject({
      order_create: {
        type: 'order',
        positions: [
          { productId: '10004711', amount: 25, unit: 'KG' },
          { productId: '10004712', amount: 2, unit: 'ST' },
        ],
        deliveryDate: '2030-06-15',
        recipient: { identicalToOrderer: true },
        reference: 'PO-2026-77',
        termsAgreement: true,
        priceConditionsAgreement: true,
      },
    });
    await expect(backend.basket).toHaveLength(0);
    await expect(storedDrafts()).toEqual([]);
  },
};

let topicReads: RecordedRequest[] = [];

/**
 * A backend without the document kinds (`listOrderTopics` not offered): the documents needed are named as free
 * text, one a line, shown on the review and sent as that list – no kinds asked for or offered.
 */
export const DocumentsAsFreeText: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { onServiceUnavailable, without: ['listOrderTopics'] })],
  beforeEach({ msw }) {
    topicReads = recordRequests(msw, 'get', '/orders/topics');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    const documents = canvas.getByRole('textbox', { name: storyText(deliveryMessages.documentsHeading) });
    await expect(documents).toHaveAccessibleDescription(storyText(deliveryMessages.documentsFreeHint));
    await expect(
      canvas.queryByRole('group', { name: storyText(deliveryMessages.documentsHeading) }),
    ).toBeNull();
    await expect(canvas.queryByText(storyText(deliveryMessages.documentsFailed))).toBeNull();
    await userEvent.type(documents, 'Analysenzertifikat{Enter}{Enter}Ursprungszeugnis ');
    await enterDeliveryDate(canvas, '15.06.2030');
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(await canvas.findByText(stepOf(3))).toBeVisible();
    // The review's own code loads apart from the wizard: its list comes with it.
    await expect(await canvas.findByText('Analysenzertifikat, Ursprungszeugnis')).toBeVisible();
    await agreeAndOrder(canvas);
    await canvas.findByRole('heading', { name: storyText(resultMessages.orderThanks) });
    await expect(backend.orders[0]?.body).toMatchObject({
      order_create: { requiredDocuments: ['Analysenzertifikat', 'Ursprungszeugnis'] },
    });
    await expect(topicReads).toHaveLength(0);
  },
};

/** The server refuses: 'Es ist ein Fehler aufgetreten.', input kept, a retry sends the same key. */
export const Failure: Story = {
  beforeEach() {
    backend.failNext = 1;
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await agreeAndOrder(canvas);
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(canvas.getByText(storyText(resultMessages.orderNotSent))).toBeVisible();
    await expect(canvas.getByText(storyTextPattern(resultMessages.failureKept))).toBeVisible();
    await expect(canvas.queryByText(/Internal Server Error/)).toBeNull();
    await expect(termsBox(canvas)).toBeChecked();
    await expect(canvas.getByText('PO-2026-77')).toBeVisible();
    await expect(storedDrafts()).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.retry) }));
    await expect(
      await canvas.findByRole('heading', { name: storyText(resultMessages.orderThanks) }),
    ).toBeVisible();
    await expect(backend.attempts).toHaveLength(2);
    await expect(backend.attempts[1]).toBe(backend.attempts[0]);
    await expect(backend.orders).toHaveLength(1);
  },
};

/** Nothing on the screen may show the request's paths, only the server's words. */
async function expectNoRawPaths(canvasElement: HTMLElement) {
  await expect(canvasElement.textContent ?? '').not.toMatch(
    /order_create|positions\.\d|goodsReceivingTimes|customerId/,
  );
}

/**
 * The server refuses fields of an earlier step (422): the wizard goes back to the first of them – step 1 –
 * focuses it, and each message stands beside its field in the server's words until the field is changed.
 * Everything typed is kept; once corrected, the order goes out.
 */
export const ServerRefusesEarlierStep: Story = {
  beforeEach() {
    backend.refuseNext = [
      {
        field: 'order_create.goodsReceivingTimes.morning',
        message: 'Bitte geben Sie die Zeit als 8:00-12:00 an.',
      },
      {
        field: 'order_create.positions.1.amount',
        message: 'Natriumbenzoat liefern wir nur in Vielfachen von 5 ST.',
      },
    ];
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await enterDeliveryDate(canvas, '15.06.2030');
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(deliveryMessages.morning) }),
      '7 bis 9',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) }),
      'PO-2026-77',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await canvas.findByText(stepOf(3));
    await agreeAndOrder(canvas);

    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(await canvas.findByText(stepOf(1))).toBeVisible();
    const [, second] = await canvas.findAllByRole('listitem', { name: /Zitronensäure|Natriumbenzoat/ });
    const amount = within(second as HTMLElement).getByRole('textbox', {
      name: storyTextPattern(productMessages.amount),
    });
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      /Natriumbenzoat liefern wir nur in Vielfachen von 5 ST\./,
    );
    await expect(amount).toHaveValue('2');
    await expectNoRawPaths(canvasElement);

    // Changing the field answers the server's word: it goes.
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    // A number field takes its new value when it is left.
    await userEvent.tab();
    await expect(canvas.queryByText(/Vielfachen von 5 ST/)).toBeNull();
    await expect(amount).not.toHaveAttribute('aria-invalid');

    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(await canvas.findByText(stepOf(2))).toBeVisible();
    const morning = canvas.getByRole('textbox', { name: storyText(deliveryMessages.morning) });
    await expect(morning).toHaveValue('7 bis 9');
    await expect(morning).toHaveAccessibleDescription(/Bitte geben Sie die Zeit als 8:00-12:00 an\./);
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'PO-2026-77',
    );
    await userEvent.clear(morning);
    await userEvent.type(morning, '8:00-12:00');
    await expect(canvas.queryByText('Bitte geben Sie die Zeit als 8:00-12:00 an.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(termsBox(canvas)).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.finishOrder) }));
    await expect(
      await canvas.findByRole('heading', { name: storyText(resultMessages.orderThanks) }),
    ).toBeVisible();
    await expect(backend.orders[0]?.body).toMatchObject({
      order_create: {
        positions: [{ amount: 25 }, { amount: 5 }],
        goodsReceivingTimes: { morning: '8:00-12:00' },
        reference: 'PO-2026-77',
      },
    });
  },
};

/**
 * Refused fields of a later step than the products – the delivery date (step 2) and the price conditions
 * (step 3) – and one the wizard has no field for: it goes to step 2, focuses the date; the price message waits
 * beside its checkbox on the review, and the message without a field stands beside the send button, in words.
 */
export const ServerRefusesLaterStep: Story = {
  beforeEach() {
    backend.refuseNext = [
      {
        field: 'order_create.priceConditionsAgreement',
        message: 'Die Preiskonditionen haben sich geändert – bitte bestätigen Sie sie erneut.',
      },
      { field: 'order_create.customerId', message: 'Für diese Firma sind Bestellungen derzeit gesperrt.' },
      { field: 'order_create.deliveryDate', message: 'An diesem Tag liefern wir nicht.' },
    ];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await agreeAndOrder(canvas);

    await expect(await canvas.findByText(stepOf(2))).toBeVisible();
    const date = await canvas.findByRole('group', { name: storyTextPattern(deliveryMessages.deliveryDate) });
    const [day] = within(date).getAllByRole('spinbutton');
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('An diesem Tag liefern wir nicht.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'PO-2026-77',
    );
    await expectNoRawPaths(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(await canvas.findByText(stepOf(3))).toBeVisible();
    const prices = pricesBox(canvas);
    await expect(prices).toBeChecked();
    await expect(prices).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Die Preiskonditionen haben sich geändert – bitte bestätigen Sie sie erneut.'),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(resultMessages.orderNotSent))).toBeVisible();
    await expect(canvas.getByText(/Für diese Firma sind Bestellungen derzeit gesperrt\./)).toBeVisible();
    await expectNoRawPaths(canvasElement);
    await expect(backend.orders).toHaveLength(0);
  },
};

/** No answer: the app goes out of service (the client's job); the input and the key wait in the draft. */
export const Unreachable: Story = {
  beforeEach() {
    backend.unreachable = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await agreeAndOrder(canvas);
    await waitFor(() => expect(onServiceUnavailable).toHaveBeenCalled());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: storyText(wizardMessages.finishOrder) })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    const [draft] = storedDrafts();
    await expect(draft?.submission?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(draft?.values.reference).toBe('PO-2026-77');
    await expect(termsBox(canvas)).toBeChecked();
    await expect(backend.orders).toHaveLength(0);
  },
};

/** A double click while sending sends once. */
export const DoubleSubmit: Story = {
  beforeEach() {
    backend.delayMs = 600;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await userEvent.click(termsBox(canvas));
    await userEvent.click(pricesBox(canvas));
    const finish = canvas.getByRole('button', { name: storyText(wizardMessages.finishOrder) });
    await userEvent.dblClick(finish);
    await userEvent.click(finish);
    await expect(canvas.getByRole('button', { name: storyText(wizardMessages.abort) })).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { name: storyText(resultMessages.orderThanks) }),
    ).toBeVisible();
    await expect(backend.attempts).toHaveLength(1);
  },
};

/** Abort asks first; confirmed, the input is gone and the basket is shown. */
export const AbortConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) }),
      'PO-1',
    );
    await expect(storedDrafts()).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.abort) }));
    const dialog = await screen.findByRole('alertdialog', { name: storyText(abortEditMessages.title) });
    await expect(dialog).toHaveTextContent(storyScreenText(abortEditMessages.question));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(abortEditMessages.confirm) }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(new RegExp(`^${localizedPath('/user/basket', storyLocale())}$`)),
    );
    await expect(storedDrafts()).toEqual([]);
  },
};

/** Abort cancelled: back in the wizard with everything entered, focus on the abort button. */
export const AbortCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await userEvent.type(
      canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) }),
      'PO-1',
    );
    const abort = canvas.getByRole('button', { name: storyText(wizardMessages.abort) });
    await userEvent.click(abort);
    const dialog = await screen.findByRole('alertdialog', { name: storyText(abortEditMessages.title) });
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(abortEditMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/reorder$/);
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'PO-1',
    );
    await waitFor(() => expect(abort).toHaveFocus());
  },
};
