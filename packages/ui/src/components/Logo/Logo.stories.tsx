import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/theme.css';
import { Logo, logoSizes, logoTones } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** The brand mark in the header, the footer, the hero and status pages; the name comes from configuration, the colours from the theme.',
          "**When not.** For other companies' marks, or as the only content of a link that has no name.",
          "**Accessibility.** Decorative: the link or landmark around it carries the name (the header's home link, for example). Drawn from theme colours, so a theme recolours it without new artwork.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { name: 'Kundenportal', descriptor: 'GmbH' },
  argTypes: {
    tone: { control: 'inline-radio', options: logoTones },
    size: { control: 'inline-radio', options: logoSizes },
  },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Kundenportal')).toBeVisible();
    await expect(canvas.getByText('GmbH')).toBeVisible();
    // The mark is decorative: the link or landmark around it names it.
    await expect(canvasElement.querySelector('[aria-hidden="true"] [data-logo-signet]')).not.toBeNull();
  },
};

export const OnDark: Story = {
  args: { tone: 'onDark', size: 'large' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brandStrong, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText('Kundenportal');
    await expect(getComputedStyle(name).color).toBe('rgb(255, 255, 255)');
  },
};

export const SignetOnly: Story = {
  args: { signetOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Kundenportal')).toBeNull();
    await expect(canvasElement.querySelector('[data-logo-signet]')).toBeVisible();
  },
};

/** A rebrand through runtime configuration: a long name wraps instead of pushing the header apart. */
export const LongName: Story = {
  args: { name: 'Rheinische Chemie- und Lebensmittelrohstoffe Handels', descriptor: 'GmbH & Co. KG' },
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(logo.getBoundingClientRect().width).toBeLessThanOrEqual(260);
  },
};
