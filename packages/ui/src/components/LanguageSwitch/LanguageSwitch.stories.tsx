import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const languages = [
  { code: 'de', label: 'Deutsch' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;

/** Every item names its language and marks that name with the language's own `lang`. */
async function expectOwnLanguages(items: HTMLElement[]) {
  for (const [index, element] of items.entries()) {
    const language = languages[index];
    await expect(element).toHaveAccessibleName(language?.label);
    await expect(within(element).getByText(language?.label ?? '')).toHaveAttribute('lang', language?.code);
  }
}

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Choosing the interface language, in the header or the side menu.',
          '**When not.** For choosing a language as form data (`Select`, `RadioGroup`).',
          '**Accessibility.** A react-aria menu button with the current language checked; every language name carries its own `lang`, so a screen reader says "Français" in French. `label` names the button and should include the current language ("Sprache: Deutsch").',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { languages, current: 'de', label: 'Sprache: Deutsch', onChange: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveTextContent('Deutsch');
    await expect(within(button).getByText('Deutsch')).toHaveAttribute('lang', 'de');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Sprache: Deutsch' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((i) => i.textContent)).toEqual(['Deutsch', 'English', 'Français']);
    // Each name is spoken in its own language (WCAG 3.1.2), whatever the page's language is.
    await expectOwnLanguages(items);
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
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Sprache: Français' })).toHaveFocus(),
    );
  },
};

export const Compact: Story = {
  args: { showCurrent: false },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).not.toHaveTextContent('Deutsch');
  },
};

/**
 * The side menu's trigger: a full-width row showing its name, opening the very same menu as the header's –
 * one picker design, and one accessible name for one function (WCAG 3.2.4).
 */
export const SideMenu: Story = {
  args: { variant: 'sideMenu' },
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, width: 280 }}>
      <li>
        <LanguageSwitch {...args} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveTextContent('Sprache: Deutsch');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Sprache: Deutsch' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expectOwnLanguages(items);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    // Closed, focus is back on the trigger.
    await waitFor(() => expect(button).toHaveFocus());
  },
};
