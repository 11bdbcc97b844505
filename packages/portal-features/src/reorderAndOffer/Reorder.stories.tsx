import { maxLengths } from '@kundenportal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNotice,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
} from '../shared/testing';
import { ReorderPage } from './routes';
import {
  agreeAndOrder,
  clearDrafts,
  dropAnnouncements,
  enterDeliveryDate,
  type OrderBackend,
  orderBackend,
  storedDrafts,
  toDelivery,
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

/** Step 1: the basket's products with amount, unit and a remark field each; three numbered steps. */
export const ProductsFromBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nachbestellen' }, firstAppearance),
    ).toBeVisible();
    const steps = await canvas.findByRole('list', { name: 'Schritte' }, firstAppearance);
    await expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Produkte', '2Lieferbedingungen', '3Prüfen & Bestellen']);
    await expect(within(steps).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
    const lines = await canvas.findAllByRole('listitem', { name: /Zitronensäure|Natriumbenzoat/ });
    await expect(lines).toHaveLength(2);
    const [first] = lines;
    await expect(within(first as HTMLElement).getByText('Materialnummer: 10004711')).toBeVisible();
    await expect(within(first as HTMLElement).getByRole('textbox', { name: /Menge/ })).toHaveValue('25');
    await expect(within(first as HTMLElement).getByText('KG')).toBeVisible();
    await expect(
      within(first as HTMLElement).getByRole('textbox', { name: 'Bemerkung zum Produkt' }),
    ).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: 'Weitere Positionen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Zurück' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeEnabled();
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
      await canvas.findByRole('heading', { name: 'Ihr Warenkorb ist leer' }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Produktsuche' })).toHaveAttribute(
      'href',
      '/user/search',
    );
    await expect(canvas.queryByRole('list', { name: 'Schritte' })).toBeNull();
  },
};

/** An emptied amount stops 'Weiter': listed at the top with a link to the field, and beside the field. */
export const AmountMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('listitem', { name: /Zitronensäure/ }, firstAppearance);
    const amount = within(first as HTMLElement).getByRole('textbox', { name: /Menge/ });
    await userEvent.clear(amount);
    await userEvent.type(
      within(first as HTMLElement).getByRole('textbox', { name: 'Bemerkung zum Produkt' }),
      'bitte in Säcken',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));

    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
    const summaryLink = canvas.getByRole('link', { name: 'Bitte geben Sie eine Menge größer als 0 an.' });
    await waitFor(() =>
      expect(canvas.getByText('Bitte prüfen Sie Ihre Angaben:').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Bitte geben Sie eine Menge größer als 0 an\./);
    await userEvent.click(summaryLink);
    await expect(amount).toHaveFocus();
    // Nothing typed is lost to an error.
    await expect(
      within(first as HTMLElement).getByRole('textbox', { name: 'Bemerkung zum Produkt' }),
    ).toHaveValue('bitte in Säcken');

    await userEvent.type(amount, '30');
    await userEvent.tab();
    await expect(canvas.queryByText('Bitte prüfen Sie Ihre Angaben:')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByText('Schritt 2 von 3')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Lieferbedingungen' })).toHaveFocus(),
    );
  },
};

/** Every product removed: a reorder needs at least one. */
export const AllProductsRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Zitronensäure E330 entfernen/ }, firstAppearance),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Produkte aus dem Warenkorb' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Natriumbenzoat entfernen/ }));
    await expect(canvas.getByText('Keine Produkte aus dem Warenkorb übernommen.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(
      canvas.getByRole('link', { name: 'Bitte übernehmen Sie mindestens ein Produkt.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
  },
};

/** Step 2 with the spec §9 placeholders; nothing entered: the date is missing. */
export const DeliveryDateMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await expect(canvas.getByRole('textbox', { name: 'Vormittags' })).toHaveAttribute(
      'placeholder',
      '8:00-12:00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nachmittags' })).toHaveAttribute(
      'placeholder',
      '13:00-16:00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Andere Zeit' })).toHaveAttribute(
      'placeholder',
      '18:00-22:00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Fester Termin' })).toHaveAttribute(
      'placeholder',
      'fix 12:00 (ggf. mit Mehrkosten)',
    );
    await expect(
      canvas.getByRole('checkbox', { name: 'Warenempfänger ist identisch mit dem Besteller' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Firma/ })).toBeNull();
    await expect(await canvas.findByRole('checkbox', { name: 'Analysenzertifikat' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await userEvent.click(
      canvas.getByRole('link', { name: 'Bitte geben Sie ein vollständiges Lieferdatum an.' }),
    );
    await expect(
      within(await canvas.findByRole('group', { name: /Lieferdatum/ })).getAllByRole('spinbutton')[0],
    ).toHaveFocus();
    await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();
  },
};

/** A delivery date before today is refused. */
export const DeliveryDateInPast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await enterDeliveryDate(canvas, '01.01.2020');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(
      canvas.getByRole('link', { name: 'Das Lieferdatum darf nicht in der Vergangenheit liegen.' }),
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
      canvas.getByRole('checkbox', { name: 'Warenempfänger ist identisch mit dem Besteller' }),
    );
    // The recipient's fields stop where the contract does (`OrderRecipient`); a pasted bidi override is dropped.
    const company = canvas.getByRole('textbox', { name: /Firma/ });
    await expect(company).toHaveAttribute('maxlength', String(maxLengths.OrderRecipient.company));
    await expect(canvas.getByRole('textbox', { name: /PLZ/ })).toHaveAttribute(
      'maxlength',
      String(maxLengths.OrderRecipient.zip),
    );
    await userEvent.type(company, 'Lager\u202e Süd GmbH');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    const summary = canvas
      .getByText('Bitte prüfen Sie Ihre Angaben:')
      .closest('[tabindex="-1"]') as HTMLElement;
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Bitte geben Sie Straße und Hausnummer an.',
      'Bitte geben Sie die PLZ an.',
      'Bitte geben Sie den Ort an.',
      'Bitte wählen Sie das Land aus.',
      'Bitte geben Sie eine Telefonnummer an.',
    ]);
    await expect(canvas.getByRole('textbox', { name: /Firma/ })).toHaveValue('Lager Süd GmbH');
    await userEvent.click(within(summary).getByRole('link', { name: 'Bitte wählen Sie das Land aus.' }));
    await expect(await canvas.findByRole('button', { name: /Land/ })).toHaveFocus();
  },
};

/** The review lists everything; without the two agreements nothing is sent. */
export const AgreementsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Prüfen & Bestellen' })).toBeVisible();
    await expect(canvas.getByText(/Es gelten die Tagespreise\./)).toBeVisible();
    await expect(canvas.getByText('15.06.2030')).toBeVisible();
    await expect(canvas.getByText('Identisch mit dem Besteller')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await expect(canvas.getByRole('link', { name: 'Bitte akzeptieren Sie die AGB.' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Bitte bestätigen Sie die Preiskonditionen.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /AGB/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(backend.orders).toHaveLength(0);
  },
};

/** Edit links on the review go back to a step; what was entered is still there. */
export const EditFromReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lieferbedingungen bearbeiten' }));
    await expect(canvas.getByText('Schritt 2 von 3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-2026-77');
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(canvas.getByText('Schritt 1 von 3')).toBeVisible();
  },
};

/** Sent once with an Idempotency-Key; confirmation with the order number; the ordered products leave the basket. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await toReview(canvas);
    await agreeAndOrder(canvas);

    const heading = await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('Ihre Bestellnummer: 4711000042')).toBeVisible();
    await expect(
      canvas.getByText('Die bestellten Produkte wurden aus Ihrem Warenkorb entfernt.'),
    ).toBeVisible();
    await expectNotice(servicesOf(loaded), 'Ihre Bestellung wurde übermittelt.');
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
    const documents = canvas.getByRole('textbox', { name: 'Benötigte Dokumente' });
    await expect(documents).toHaveAccessibleDescription('Ein Dokument je Zeile, z. B. „Analysenzertifikat“.');
    await expect(canvas.queryByRole('group', { name: 'Benötigte Dokumente' })).toBeNull();
    await expect(canvas.queryByText('Die Dokumentarten konnten nicht geladen werden.')).toBeNull();
    await userEvent.type(documents, 'Analysenzertifikat{Enter}{Enter}Ursprungszeugnis ');
    await enterDeliveryDate(canvas, '15.06.2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByText(/^Schritt 3 von 3$/)).toBeVisible();
    // The review's own code loads apart from the wizard: its list comes with it.
    await expect(await canvas.findByText('Analysenzertifikat, Ursprungszeugnis')).toBeVisible();
    await agreeAndOrder(canvas);
    await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' });
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
    await expectNotice(servicesOf(loaded), 'Es ist ein Fehler aufgetreten.', { type: 'error' });
    await expect(canvas.getByText('Ihre Bestellung wurde nicht übermittelt.')).toBeVisible();
    await expect(
      canvas.getByText(/Ihre Eingaben bleiben erhalten\. Bitte versuchen Sie es erneut\./),
    ).toBeVisible();
    await expect(canvas.queryByText(/Internal Server Error/)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /AGB/ })).toBeChecked();
    await expect(canvas.getByText('PO-2026-77')).toBeVisible();
    await expect(storedDrafts()).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Erneut versuchen' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
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
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vormittags' }), '7 bis 9');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ihre Referenz' }), 'PO-2026-77');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await canvas.findByText(/^Schritt 3 von 3$/);
    await agreeAndOrder(canvas);

    await expectNotice(servicesOf(loaded), 'Es ist ein Fehler aufgetreten.', { type: 'error' });
    await expect(await canvas.findByText('Schritt 1 von 3')).toBeVisible();
    const [, second] = await canvas.findAllByRole('listitem', { name: /Zitronensäure|Natriumbenzoat/ });
    const amount = within(second as HTMLElement).getByRole('textbox', { name: /Menge/ });
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

    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByText('Schritt 2 von 3')).toBeVisible();
    const morning = canvas.getByRole('textbox', { name: 'Vormittags' });
    await expect(morning).toHaveValue('7 bis 9');
    await expect(morning).toHaveAccessibleDescription(/Bitte geben Sie die Zeit als 8:00-12:00 an\./);
    await expect(canvas.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-2026-77');
    await userEvent.clear(morning);
    await userEvent.type(morning, '8:00-12:00');
    await expect(canvas.queryByText('Bitte geben Sie die Zeit als 8:00-12:00 an.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(canvas.getByRole('checkbox', { name: /AGB/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
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

    await expect(await canvas.findByText('Schritt 2 von 3')).toBeVisible();
    const date = await canvas.findByRole('group', { name: /Lieferdatum/ });
    const [day] = within(date).getAllByRole('spinbutton');
    await waitFor(() => expect(day).toHaveFocus());
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('An diesem Tag liefern wir nicht.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-2026-77');
    await expectNoRawPaths(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(await canvas.findByText('Schritt 3 von 3')).toBeVisible();
    const prices = canvas.getByRole('checkbox', { name: /Tagespreise gelten/ });
    await expect(prices).toBeChecked();
    await expect(prices).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Die Preiskonditionen haben sich geändert – bitte bestätigen Sie sie erneut.'),
    ).toBeVisible();
    await expect(canvas.getByText('Ihre Bestellung wurde nicht übermittelt.')).toBeVisible();
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
      expect(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    const [draft] = storedDrafts();
    await expect(draft?.submission?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(draft?.values.reference).toBe('PO-2026-77');
    await expect(canvas.getByRole('checkbox', { name: /AGB/ })).toBeChecked();
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
    await userEvent.click(canvas.getByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Tagespreise gelten/ }));
    const finish = canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await userEvent.dblClick(finish);
    await userEvent.click(finish);
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await expect(
      await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }),
    ).toBeVisible();
    await expect(backend.attempts).toHaveLength(1);
  },
};

/** Abort asks first; confirmed, the input is gone and the basket is shown. */
export const AbortConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ihre Referenz' }), 'PO-1');
    await expect(storedDrafts()).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Abbrechen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bearbeitung abbrechen' });
    await expect(dialog).toHaveTextContent(
      'Möchten Sie die Bearbeitung wirklich abbrechen? Ihre Eingaben gehen verloren.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, abbrechen' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/basket$/));
    await expect(storedDrafts()).toEqual([]);
  },
};

/** Abort cancelled: back in the wizard with everything entered, focus on the abort button. */
export const AbortCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toDelivery(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ihre Referenz' }), 'PO-1');
    const abort = canvas.getByRole('button', { name: 'Abbrechen' });
    await userEvent.click(abort);
    const dialog = await screen.findByRole('alertdialog', { name: 'Bearbeitung abbrechen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/reorder$/);
    await expect(canvas.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-1');
    await waitFor(() => expect(abort).toHaveFocus());
  },
};
