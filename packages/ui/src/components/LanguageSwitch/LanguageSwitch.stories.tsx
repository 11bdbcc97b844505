import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const languages = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages, current: 'de', label: 'Sprache: Deutsch', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveTextContent('Deutsch');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Sprache: Deutsch' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((i) => i.textContent)).toEqual(['Deutsch', 'English', 'Français']);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

export const Keyboard: Story = {
  render: (args) => {
    const [current, setCurrent] = useState<string>('de');
    const label = `Sprache: ${languages.find((l) => l.code === current)?.label}`;
    return <LanguageSwitch {...args} current={current} label={label} onChange={(code) => setCurrent(code)} />;
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Sprache: Français' })).toHaveFocus();
  },
};

export const Compact: Story = {
  args: { showCurrent: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).not.toHaveTextContent('Deutsch');
  },
};
