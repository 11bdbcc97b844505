import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { iconNames } from '../Icon/IconShapes';
import { ActionMenu } from './ActionMenu';

const orderActions = [
  { id: 'edit', label: 'Bearbeiten' },
  { id: 'duplicate', label: 'Duplizieren' },
  { id: 'pdf', label: 'Als PDF herunterladen', isDisabled: true },
  { id: 'delete', label: 'Löschen', isDanger: true },
] as const;

const meta = {
  title: 'UI/ActionMenu',
  component: ActionMenu,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A handful of actions on one object where there is no room for a row of buttons – typically a table row or a card (reorder, download, complain).',
          '**When not.** For a single action (a `Button`), for moving to another page (a `Link`, the `SideMenu`) or for choosing a value (`Select`). Actions people need all the time belong on the page, not behind three dots.',
          '**Accessibility.** A react-aria menu button: Enter, Space or the arrow keys open it, type-ahead and the arrows move, Escape closes and focus returns to the trigger. `label` is the trigger\'s accessible name and should name the object ("Aktionen für Bestellung 4500123456"); the item labels are props too.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Aktionen für Bestellung 4500123456', items: orderActions, onAction: fn() },
  argTypes: { triggerIcon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof ActionMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const closed = () => waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aktionen für Bestellung 4500123456' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger.querySelector('svg[data-icon="more"]')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Aktionen für Bestellung 4500123456' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Bearbeiten',
      'Duplizieren',
      'Als PDF herunterladen',
      'Löschen',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplizieren' }));
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aktionen für Bestellung 4500123456' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplizieren' })).toHaveFocus();
    // The disabled item is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Löschen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardArrowDown: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aktionen für Bestellung 4500123456' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toHaveFocus());
    // Type-ahead jumps to an item by its first letters.
    await userEvent.keyboard('d');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplizieren' })).toHaveFocus();
    // Space right after typing would extend the type-ahead search; Enter chooses.
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('duplicate');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aktionen für Bestellung 4500123456' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await closed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledAndDangerItems: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await screen.findByRole('menu');
    const pdf = within(menu).getByRole('menuitem', { name: 'Als PDF herunterladen' });
    await expect(pdf).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pdf, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
    // The destructive action stands out in colour; its label says what it does.
    const remove = within(menu).getByRole('menuitem', { name: 'Löschen' });
    const edit = within(menu).getByRole('menuitem', { name: 'Bearbeiten' });
    await expect(getComputedStyle(remove).color).not.toBe(getComputedStyle(edit).color);
    await userEvent.keyboard('{Escape}');
    await closed();
  },
};

export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Aktionen für Bestellung 4500123456' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const CustomTriggerIcon: Story = {
  args: { triggerIcon: 'edit', label: 'Adresse bearbeiten' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Adresse bearbeiten' });
    await expect(trigger.querySelector('svg[data-icon="edit"]')).not.toBeNull();
  },
};

export const RowActions: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, maxWidth: 480 }}>
      {['4500123456', '4500123457'].map((order) => (
        <li key={order} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <span>Bestellung {order}</span>
          <ActionMenu {...args} label={`Aktionen für Bestellung ${order}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each row's button names its row.
    await expect(canvas.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Aktionen für Bestellung 4500123456',
      'Aktionen für Bestellung 4500123457',
    ]);
    const second = canvas.getByRole('button', { name: 'Aktionen für Bestellung 4500123457' });
    await userEvent.click(second);
    const menu = await screen.findByRole('menu', { name: 'Aktionen für Bestellung 4500123457' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Bearbeiten' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await closed();
    await waitFor(() => expect(second).toHaveFocus());
  },
};
