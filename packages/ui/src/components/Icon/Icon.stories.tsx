import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon';
import { iconSizes, iconWeights } from './Icon.css';
import { iconNames } from './IconShapes';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Supporting a text – in buttons, links, alerts, empty states. Drawn as an inline SVG in the current text colour.',
          '**When not.** As the only carrier of meaning without a name, or for pictures and illustrations.',
          "**Accessibility.** Decorative and hidden from assistive technology by default; `label` makes it an image with that name (e.g. the external-link mark). It takes the text colour, so its contrast is the text's.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { name: 'basket' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    weight: { control: 'inline-radio', options: iconWeights },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-icon="basket"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warnung' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Warnung' });
    await expect(img.tagName.toLowerCase()).toBe('svg');
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} label={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = iconSizes.map(
      (size) => canvas.getByRole('img', { name: size }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([16, 20, 24]);
  },
};

/** `bold` is for the small marks inside controls: close buttons, check marks, paginator and sort arrows. */
export const Weights: Story = {
  args: { name: 'close' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconWeights.map((weight) => (
        <Icon key={weight} {...args} weight={weight} label={weight} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'regular' })).toHaveAttribute('stroke-width', '2');
    await expect(canvas.getByRole('img', { name: 'bold' })).toHaveAttribute('stroke-width', '2.5');
  },
};

/** Every icon of the set – the controls' marks (eye, sort arrows, spinner) included, no component draws its own. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon {...args} name={name} size="large" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const [index, name] of iconNames.entries()) {
      const svg = items[index]?.querySelector('svg');
      await expect(svg).toHaveAttribute('data-icon', name);
      // An icon that draws nothing would have an empty bounding box.
      await expect(svg?.querySelector('path, circle')).not.toBeNull();
      await expect(within(items[index] as HTMLElement).getByText(name)).toBeVisible();
    }
  },
};
