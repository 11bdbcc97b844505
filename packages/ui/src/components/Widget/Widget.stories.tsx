import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Widget } from './Widget';

const basketIcon = <Icon name="basket" size="large" />;

const meta = {
  title: 'UI/Widget',
  component: Widget,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A dashboard tile: a titled summary of one area (last orders, documents) with its loading and empty states, optionally removable by the user.',
          '**When not.** For grouping content on ordinary pages (`Card`).',
          '**Accessibility.** A titled region: while loading, a progress bar carries the label for assistive technology and the skeleton is for the eye; a remove button must be named (its type demands both name and handler or neither).',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    title: 'Warenkorb',
    icon: basketIcon,
    children: (
      <ul>
        <li>Schmierfett LX 2, 5 kg</li>
        <li>Hydrauliköl HLP 46, 20 l</li>
        <li>Kettenspray, 400 ml</li>
      </ul>
    ),
    showAll: { href: '#warenkorb', label: 'Zum Warenkorb' },
  },
} satisfies Meta<typeof Widget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Warenkorb' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Warenkorb' })).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '#warenkorb',
    );
    // No remove button unless the dashboard offers removal.
    await expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  args: {
    headingLevel: 3,
    title: 'Letzte Bestellungen',
    showAll: { href: '#orders', label: 'Alle Bestellungen' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Letzte Bestellungen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alle Bestellungen' })).toBeVisible();
  },
};

export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: 'Widget Warenkorb entfernen' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Widget Warenkorb entfernen' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true, loadingLabel: 'Warenkorb wird geladen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Warenkorb' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Warenkorb wird geladen' })).toBeInTheDocument();
    await expect(canvas.queryByText('Schmierfett LX 2, 5 kg')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { emptyText: 'Ihr Warenkorb ist leer.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Zum Warenkorb' })).toBeVisible();
  },
};
