import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../components/Badge/Badge';
import { Button } from '../components/Button/Button';
import { buttonVariants } from '../components/Button/Button.css';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { InlineAlert } from '../components/InlineAlert/InlineAlert';
import { Link } from '../components/Link/Link';
import { Logo } from '../components/Logo/Logo';
import { TextField } from '../components/TextField/TextField';
import { vars } from './contract.css';
import { staubTheme } from './staubTheme.css';
import { staubTokenValues } from './staubTokens';
import { tokenValues } from './tokens';

/** `#7b2450` → `rgb(123, 36, 80)`, as getComputedStyle reports a colour. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

const meta = {
  title: 'Foundations/Theming',
  // Every story here is in the second theme, as the toolbar's "Theme: Staub Ingredients" shows any story.
  globals: { theme: 'staub' },
  parameters: {
    docs: {
      description: {
        component:
          'A consumer rebrands the design system without touching a component: the theme class on `<body>` ' +
          '(here `staubTheme`, the Staub Ingredients theme) sets every variable of the contract `vars`. These ' +
          'stories prove it in the browser – the computed colour, radius and face of an unchanged Button – and ' +
          'check the contrast of components in that theme with axe. Any other story can be viewed in the theme ' +
          'through the toolbar ("Theme").',
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Button's own code is the default theme's; only the class on `<body>` differs. */
export const ButtonInSecondTheme: Story = {
  render: () => (
    <Button variant="primary" onPress={fn()}>
      In den Warenkorb
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.body).toHaveClass(staubTheme);
    const button = within(canvasElement).getByRole('button', { name: 'In den Warenkorb' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe(rgb(staubTokenValues.color.brand));
    await expect(style.backgroundColor).not.toBe(rgb(tokenValues.color.brand));
    await expect(style.borderRadius).toBe(staubTokenValues.radius.medium);
    await expect(style.borderRadius).not.toBe(tokenValues.radius.medium);
    await expect(style.fontFamily).toContain('Source Sans 3');
    // Drawn in that face, not a fallback: Storybook ships it (@fontsource/source-sans-3) as a consumer would.
    const faces = await document.fonts.load('700 16px "Source Sans 3"', button.textContent ?? '');
    await expect(faces.map((face) => face.status)).toContain('loaded');
    // The focus ring colour comes from the theme too.
    await expect(getComputedStyle(document.body).getPropertyValue(vars.color.focus.slice(4, -1)).trim()).toBe(
      staubTokenValues.color.focus,
    );
  },
};

/** Text, lines and controls of several components in the second theme: axe's contrast rule finds nothing. */
export const ContrastInSecondTheme: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} onPress={fn()}>
            {variant}
          </Button>
        ))}
      </div>
      <p>
        Fließtext mit <Link href="/faq">einem Link</Link> und Zählern <Badge count={3} variant="accent" />{' '}
        <Badge count={12} variant="brand" /> <Badge count={120} variant="neutral" />
      </p>
      <Link href="/katalog" variant="standalone">
        Zum Katalog
      </Link>
      {(['info', 'success', 'warning', 'error'] as const).map((type) => (
        <InlineAlert key={type} type={type} title={`Hinweis (${type})`}>
          Der Text eines Hinweises.
        </InlineAlert>
      ))}
      <TextField label="E-Mail" description="Für die Bestellbestätigung" defaultValue="staub@" />
      <TextField label="Bestellnummer" isInvalid errorMessage="Bitte eine Bestellnummer angeben" />
      <Checkbox label="Newsletter abonnieren" defaultSelected />
      <div style={{ background: vars.color.brandStrong, padding: 16, display: 'grid', gap: 8 }}>
        <Logo name="Staub Ingredients" tone="onDark" />
        <span style={{ color: vars.color.textOnDarkMuted }}>Zutaten für Lebensmittel</span>
        <Link href="/kontakt" variant="inverse">
          Kontakt
        </Link>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(document.body).toHaveClass(staubTheme);
    const results = await axe.run(canvasElement, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    await expect(results.violations).toEqual([]);
    // The rule really looked at the texts (buttons, links, badges, alerts, fields, the dark panel).
    await expect(results.passes[0]?.nodes.length ?? 0).toBeGreaterThan(20);
  },
};
