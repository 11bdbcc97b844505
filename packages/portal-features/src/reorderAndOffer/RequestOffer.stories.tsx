import type { MessageDescriptor } from '@formatjs/intl';
import { getMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../shared/format';
import {
  firstAppearance,
  loginAs,
  mockBackend,
  renderScreen,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import {
  deliveryMessages,
  draftMessages,
  draftSavedMessage,
  pageMessages,
  productLineMessages,
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
  pricesBox,
  stepOf,
  storedDrafts,
  termsBox,
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

/** A field of a free position by the start of its label (the label goes on with the required mark). */
const labelled = (message: MessageDescriptor) => new RegExp(`^${storyTextPattern(message).source}`);
const firstPosition = () => storyText(productLineMessages.customTitle, { number: 1 });

/** Fills a free position: 3 KG of 'Spezialharz, 2K'. */
async function fillPosition(position: HTMLElement) {
  const line = within(position);
  await userEvent.type(
    line.getByRole('textbox', { name: labelled(productMessages.customDescription) }),
    'Spezialharz, 2K',
  );
  await userEvent.type(line.getByRole('textbox', { name: labelled(productMessages.amount) }), '3');
  await userEvent.click(await line.findByRole('button', { name: storyTextPattern(productMessages.unit) }));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'KG' }));
}

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
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: labelled(productMessages.customDescription) }),
      ).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    const position = canvas.getByRole('listitem', { name: firstPosition() });
    await expect(
      canvas.getByRole('link', { name: storyText(validationMessages.customDescription) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.unit) })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: storyText(validationMessages.amount) })).toHaveLength(1);

    await fillPosition(position);
    await expect(canvas.queryByText(storyText(validationMessages.summary))).toBeNull();
  },
};

/** Only custom positions, basket products removed: the request goes out with them, the basket stays. */
export const CustomOnlySuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: storyText(productLineMessages.remove, { name: 'Zitronensäure E330' }) },
        firstAppearance,
      ),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(productLineMessages.remove, { name: 'Natriumbenzoat' }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(canvas.getByRole('link', { name: storyText(validationMessages.noPositions) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(productMessages.addCustom) }));
    const position = canvas.getByRole('listitem', { name: firstPosition() });
    await fillPosition(position);
    await toReview(canvas);
    await expect(canvas.getByText('Spezialharz, 2K')).toBeVisible();
    await userEvent.click(termsBox(canvas));
    await userEvent.click(pricesBox(canvas));
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.finishOffer) }));
    await expect(
      await canvas.findByRole('heading', { name: storyText(resultMessages.offerThanks) }),
    ).toBeVisible();
    await expect(canvas.getByText(storyTextPattern(resultMessages.basketKept))).toBeVisible();
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

const draftSavedAt = '2026-11-20T09:30:00.000Z';

/** Stores an unfinished request of the demo customer, as another tab or an earlier visit left it. */
function keepDraft() {
  const user = getMockDb().users.find((candidate) => candidate.email === 'kunde@kundenportal.example');
  const customerId = user?.customerIds[0];
  const values = {
    ...emptyOrderForm(linesFromBasket(basketItems)),
    reference: 'ANFRAGE-9',
    deliveryDate: '2030-06-15',
  };
  const draft = { version: 1, id: 'draft-1', values, step: 'delivery', savedAt: draftSavedAt };
  localStorage.setItem(`kundenportal.orderDraft.v1.offer.${user?.id}.${customerId}`, JSON.stringify(draft));
}

/** A returning user (another tab, a new visit) is offered to continue: continued, they are where they left. */
export const DraftResumed: Story = {
  parameters: { review: { ownLogin: "a draft the story's customer left (kept per user and company)" } },
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
    const savedAt = new Date(draftSavedAt);
    const time = savedAt.toLocaleTimeString(storyLocale(), { hour: '2-digit', minute: '2-digit' });
    await expect(
      canvas.getByText(
        `${storyText(draftMessages.offerText)} ${storyText(draftSavedMessage, { date: `${formatDate(savedAt)} ${time}` })}`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: storyText(wizardMessages.steps) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: storyText(draftMessages.resume) }));
    await expect(await canvas.findByText(stepOf(2))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      'ANFRAGE-9',
    );
  },
};

/** … or to discard it and start afresh from the basket. */
export const DraftDiscarded: Story = {
  parameters: { review: { ownLogin: "a draft the story's customer left (kept per user and company)" } },
  beforeEach() {
    keepDraft();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText(draftMessages.discard) }, firstAppearance),
    );
    await expect(await canvas.findByText(stepOf(1))).toBeVisible();
    await expect(storedDrafts()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
    await expect(canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) })).toHaveValue(
      '',
    );
  },
};
