import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A raised surface grouping related content under a heading: an address, an order summary, a block of settings – with an optional footer for its actions.',
          '**When not.** As a clickable tile (put a `Link` inside instead), for spacing alone (`Stack`), or nested in another card. Dashboard tiles are `Widget`s.',
          '**Accessibility.** Just a heading and content – no landmark, no extra roles. Set `headingLevel` so the heading fits the page outline (h2 by default).',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    heading: 'Lieferadresse',
    children: 'Musterfirma GmbH, Industriestraße 1, 12345 Musterstadt',
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lieferadresse' })).toBeVisible();
    await expect(canvas.getByText(/Industriestraße 1/)).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Lieferadresse' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined, children: 'Nur Inhalt, ohne Überschrift.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('Nur Inhalt, ohne Überschrift.')).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: { footer: <Button variant="secondary">Adresse ändern</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Adresse ändern' });
    await expect(button).toBeVisible();
    // The footer follows the body in reading order.
    const body = canvas.getByText(/Industriestraße 1/);
    await expect(body.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
