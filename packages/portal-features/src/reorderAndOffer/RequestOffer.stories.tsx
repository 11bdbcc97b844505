import { getMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  firstAppearance,
  loginAs,
  mockBackend,
  renderScreen,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import {
  deliveryMessages,
  draftMessages,
  pageMessages,
  productMessages,
  resultMessages,
  validationMessages,
  wizardMessages,
} from './messages';
import { emptyOrderForm, linesFromBasket } from './orderSchema';
import { RequestOfferPage } from './routes';
import {
  basketItems,
  clearDrafts,
  dropAnnouncements,
  type OrderBackend,
  orderBackend,
  storedDrafts,
  toReview,
} from './storyBackend.testing';

let backend: OrderBackend;

const meta = {
  title: 'Screens/Ordering/Request offer',
  component: RequestOfferPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: renderScreen(() => <RequestOfferPage />, { url: '/requestOffer' }),
  beforeEach({ msw }) {
    clearDrafts();
    backend = orderBackend(msw);
    return dropAnnouncements;
  },
} satisfies Meta<typeof RequestOfferPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A custom position needs description, amount and unit; added, it takes focus; the last step asks to request. */
export const CustomPosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(pageMessages.offerTitle) },
        firstAppearance,
      ),
    ).toBeVisible();
    const steps = await canvas.findByRole('list', { name: storyText(wizardMessages.steps) }, firstAppearance);
    await expect(within(steps).getAllByRole('listitem')[2]).toHaveTextContent(
      storyText(wizardMessages.stepReviewOffer),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(productMessages.addCustom) }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Beschreibung/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    const position = canvas.getByRole('listitem', { name: 'Position 1' });
    await expect(
      canvas.getByRole('link', { name: storyText(validationMessages.customDescription) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.unit) })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: storyText(validationMessages.amount) })).toHaveLength(1);

    await userEvent.type(within(position).getByRole('textbox', { name: /^Beschreibung/ }), 'Spezialharz, 2K');
    await userEvent.type(within(position).getByRole('textbox', { name: /^Menge/ }), '3');
    await userEvent.click(
      await within(position).findByRole('button', { name: storyTextPattern(productMessages.unit) }),
    );
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'KG' }));
    await expect(canvas.queryByText(storyText(validationMessages.summary))).toBeNull();
  },
};

/** Only custom positions, basket products removed: the request goes out with them, the basket stays. */
export const CustomOnlySuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /Zitronensäure E330 entfernen/ }, firstAppearance),
    );
    await userEvent.click(canvas.getByRole('button', { name: /Natriumbenzoat entfernen/ }));
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.noPositions) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(productMessages.addCustom) }));
    const position = canvas.getByRole('listitem', { name: 'Position 1' });
    await userEvent.type(within(position).getByRole('textbox', { name: /^Beschreibung/ }), 'Spezialharz, 2K');
    await userEvent.type(within(position).getByRole('textbox', { name: /^Menge/ }), '3');
    await userEvent.click(
      await within(position).findByRole('button', { name: storyTextPattern(productMessages.unit) }),
    );
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'KG' }));
    await toReview(canvas);
    await expect(canvas.getByText('Spezialharz, 2K')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /AGB/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Tagespreise gelten/ }));
    await userEvent.click(canvas.getByRole('button', { name: storyText(pageMessages.offerTitle) }));
    await expect(
      await canvas.findByRole('heading', { name: storyText(resultMessages.offerThanks) }),
    ).toBeVisible();
    await expect(canvas.getByText(/Ihr Warenkorb bleibt unverändert/)).toBeVisible();
    await expect(backend.orders[0]?.body).toMatchObject({
      order_create: {
        type: 'offer',
        positions: [],
        customPositions: [{ description: 'Spezialharz, 2K', amount: 3, unit: 'KG' }],
      },
    });
    await expect(backend.basket).toHaveLength(2);
  },
};

/** Stores an unfinished request of the demo customer, as another tab or an earlier visit left it. */
function keepDraft() {
  const user = getMockDb().users.find((candidate) => candidate.email === 'kunde@kundenportal.example');
  const customerId = user?.customerIds[0];
  const values = {
    ...emptyOrderForm(linesFromBasket(basketItems)),
    reference: 'ANFRAGE-9',
    deliveryDate: '2030-06-15',
  };
  const draft = { version: 1, id: 'draft-1', values, step: 'delivery', savedAt: '2026-11-20T09:30:00.000Z' };
  localStorage.setItem(`kundenportal.orderDraft.v1.offer.${user?.id}.${customerId}`, JSON.stringify(draft));
}

/** A returning user (another tab, a new visit) is offered to continue: continued, they are where they left. */
export const DraftResumed: Story = {
  beforeEach() {
    keepDraft();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole(
      'heading',
      { name: storyText(draftMessages.title) },
      firstAppearance,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        /Sie haben eine Angebotsanfrage begonnen, aber noch nicht abgeschickt\. Zuletzt bearbeitet am 20\.11\.2026/,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: storyText(wizardMessages.steps) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyText(draftMessages.resume) }));
    await expect(await canvas.findByText('Schritt 2 von 3')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'ANFRAGE-9',
    );
  },
};

/** … or to discard it and start afresh from the basket. */
export const DraftDiscarded: Story = {
  beforeEach() {
    keepDraft();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(draftMessages.discard) }, firstAppearance),
    );
    await expect(await canvas.findByText('Schritt 1 von 3')).toBeVisible();
    await expect(storedDrafts()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      '',
    );
  },
};
