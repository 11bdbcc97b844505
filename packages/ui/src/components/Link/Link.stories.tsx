import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/theme.css';
import { Link } from './Link';
import { linkVariants } from './Link.css';

const meta = {
  title: 'UI/Link',
  component: Link,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Going somewhere: another page, a section, a file, an external site; `standalone` for links on their own, `button` for a navigation that must look like a button.',
          '**When not.** For actions that change data or open a dialog (`Button`).',
          "**Accessibility.** A react-aria Link: internal hrefs navigate client-side through the app's RouterProvider. External links open a new tab without the opener and say so with `externalLabel` after the text. Inline links are underlined, not told by colour alone.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { href: '/faq', children: 'Häufige Fragen' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Häufige Fragen' });
    await expect(link).toHaveAttribute('href', '/faq');
    await expect(link).not.toHaveAttribute('target');
  },
};

const onDark = new Set<string>(['inverse', 'buttonOnDark', 'outlineOnDark']);

export const Variants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        padding: 8,
        background: vars.color.brandStrong,
      }}
    >
      {linkVariants.map((variant) => (
        <span
          key={variant}
          style={{ background: onDark.has(variant) ? undefined : vars.color.background, padding: 4 }}
        >
          <Link {...args} variant={variant}>
            {variant}
          </Link>
        </span>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual([...linkVariants]);
  },
};

export const External: Story = {
  args: {
    href: 'https://example.com/datenschutz',
    children: 'Datenschutz',
    isExternal: true,
    externalLabel: 'öffnet in neuem Fenster',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Datenschutz öffnet in neuem Fenster' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(link).getByRole('img', { name: 'öffnet in neuem Fenster' })).toBeVisible();
  },
};

const navigate = fn();

export const ClientSideNavigation: Story = {
  args: { href: '/user/orders', children: 'Bestellhistorie' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Bestellhistorie' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/user/orders', undefined);
  },
};

export const KeyboardActivation: Story = {
  args: { href: '/user/basket', children: 'Warenkorb' },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Warenkorb' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/user/basket', undefined);
  },
};
