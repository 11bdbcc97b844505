import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Text only screen reader users need: a label for what the eye takes from the layout, a suffix like "(öffnet in neuem Fenster)".',
          "**When not.** For hiding content from everyone (don't render it) or anything focusable.",
          '**Accessibility.** Hidden by a class, not a style attribute, so prerendered markup keeps to a strict CSP; the text stays in the accessibility tree.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { children: 'Nur für Screenreader' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read out, not shown – and hidden by class, so server-rendered markup needs no style attribute (CSP). */
export const ReadNotShown: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Nur für Screenreader');
    await expect(text.tagName).toBe('DIV');
    await expect(text.getAttribute('style')).toBeNull();
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};

/** Inside a button or link: a span, so the button's name includes it and the markup stays valid. */
export const InsideAButton: Story = {
  render: () => (
    <button type="button">
      3<VisuallyHidden elementType="span"> Artikel im Warenkorb</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '3 Artikel im Warenkorb' });
    await expect(button.querySelector('span')).not.toBeNull();
  },
};
