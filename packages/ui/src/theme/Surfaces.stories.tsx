import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  mutedPanel,
  outlinedGroup,
  outlinedGroupCompact,
  raisedSurface,
  raisedSurfaceCompact,
} from './surfaces';
import { tokenValues } from './tokens';

/** `#d5dade` → `rgb(213, 218, 222)`, as getComputedStyle reports a colour. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

const surfaces = [
  ['raisedSurface', raisedSurface, 'Ein Produkt, eine Dokumentengruppe, eine Zeile des Bestellassistenten'],
  ['raisedSurfaceCompact', raisedSurfaceCompact, 'Eine Bestellung in der Bestellhistorie'],
  ['mutedPanel', mutedPanel, 'Eine Einleitung, Filter, ein Seitenpanel'],
  ['outlinedGroup', outlinedGroup, 'Ein Fieldset, ein Filterformular'],
  [
    'outlinedGroupCompact',
    outlinedGroupCompact,
    'Ein Suchformular über einer Liste, eine Liste im eigenen Rahmen',
  ],
] as const;

const meta = {
  title: 'Foundations/Surfaces',
  parameters: {
    docs: {
      description: {
        component: [
          'The design system’s surfaces as style fragments (`@kundenportal/ui/theme`): an app spreads one into its own vanilla-extract style – `style({ ...raisedSurface, display: "grid", padding: vars.space.medium })` – so the look (line, corners, ground) stays the theme’s and follows a second brand, while the layout inside stays the app’s.',
          '**When to use.** `raisedSurface` for an item among others (a product card, a group of documents, a wizard’s line), `raisedSurfaceCompact` for densely listed items (orders), `mutedPanel` for a panel on the page’s ground without a line (an introduction, filters), `outlinedGroup` and its compact form for an outlined group (a fieldset, a search form, a box that scrolls).',
          '**When not.** For a titled box with a body and actions use `Card` (it is a raised surface with a heading and footer). Do not restate the fragments’ colours, radii or lines by hand: a theme change would miss them.',
          '**Accessibility.** Text colours of the theme keep 4.5:1 on both grounds (`surfaceRaised`, `surface`), checked in contrast.test.ts; the lines are decoration – a surface’s meaning comes from its heading or element (`article`, `fieldset`), not from its frame.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        maxWidth: 560,
        padding: 16,
        background: tokenValues.color.background,
      }}
    >
      {surfaces.map(([name, surface, use]) => (
        <section key={name} aria-label={name} style={{ ...surface, padding: 16 }}>
          <strong>{name}</strong>
          <p style={{ margin: 0 }}>{use}</p>
        </section>
      ))}
    </div>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each fragment draws the theme's line, corners and ground – nothing of its own. */
export const AllSurfaces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const look = (name: string) => getComputedStyle(canvas.getByRole('region', { name }));
    const line = `1px solid ${rgb(tokenValues.color.borderSubtle)}`;
    const { radius, color } = tokenValues;

    await expect(look('raisedSurface').border).toBe(line);
    await expect(look('raisedSurface').borderRadius).toBe(radius.large);
    await expect(look('raisedSurface').backgroundColor).toBe(rgb(color.surfaceRaised));
    await expect(look('raisedSurfaceCompact').borderRadius).toBe(radius.medium);
    await expect(look('raisedSurfaceCompact').backgroundColor).toBe(rgb(color.surfaceRaised));
    await expect(look('mutedPanel').borderStyle).toBe('none');
    await expect(look('mutedPanel').backgroundColor).toBe(rgb(color.surface));
    await expect(look('outlinedGroup').border).toBe(line);
    await expect(look('outlinedGroup').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(look('outlinedGroupCompact').borderRadius).toBe(radius.medium);
  },
};
