import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Paginator, type PaginatorLabels, type PaginatorProps } from './Paginator';

const labels: PaginatorLabels = {
  nav: 'Seitennavigation',
  first: 'Erste Seite',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  last: 'Letzte Seite',
  page: (n) => `Seite ${n}`,
  currentPage: (n, total) => `Seite ${n} von ${total}`,
};

const meta = {
  title: 'UI/Paginator',
  component: Paginator,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Paged results of a list or table. It renders nothing when everything fits on one page.',
          '**When not.** For the steps of a process (`Wizard`) or for a few items that could simply all be shown.',
          '**Accessibility.** A navigation landmark named by `labels.nav`; the current page is `aria-current`, every button is named (`labels.page(n)` contains the number it shows), and a page change is announced politely with `labels.currentPage`.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { page: 1, pages: 5, labels, onPageChange: fn() },
} satisfies Meta<typeof Paginator>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Seite \d+$/ })
    .map((button) => button.textContent);

/** One page: no paginator at all (scripts/storybook-check.mjs expects an empty canvas for this tag). */
export const SinglePage: Story = {
  tags: ['renders-nothing'],
  args: { pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const FewPages: Story = {
  args: { page: 2, pages: 5 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Seitennavigation' });
    await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4', '5']);
    await expect(within(nav).getByRole('button', { name: 'Seite 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('status')).toHaveTextContent('Seite 2 von 5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Seite 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Vorherige Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const ManyPages: Story = {
  args: { page: 10, pages: 20 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(pageNumbers(nav)).toEqual(['1', '9', '10', '11', '20']);
    await expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    await expect(nav).toHaveTextContent(/1…91011…20/);
    await userEvent.click(within(nav).getByRole('button', { name: 'Letzte Seite' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
    await userEvent.click(within(nav).getByRole('button', { name: 'Erste Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const FirstPage: Story = {
  args: { page: 1, pages: 5 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Erste Seite' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: 'Letzte Seite' })).toBeEnabled();
    // Pressing the current page is not a change.
    await userEvent.click(within(nav).getByRole('button', { name: 'Seite 1' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 5, pages: 5 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Letzte Seite' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Erste Seite' })).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: 'Seite 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  args: { page: 1, pages: 5 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    // Disabled first/previous are skipped: the tab order starts at the page numbers.
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Seite 1' })).toHaveFocus();
    for (let i = 0; i < 5; i++) await userEvent.tab();
    const next = within(nav).getByRole('button', { name: 'Nächste Seite' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await expect(next).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(nav).getByRole('button', { name: 'Seite 5' })).toHaveFocus();
  },
};

function ControlledPaginator(props: Omit<PaginatorProps, 'page' | 'onPageChange'> & Partial<PaginatorProps>) {
  const [page, setPage] = useState(props.page ?? 1);
  return (
    <Paginator
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

export const Controlled: Story = {
  args: { page: 1, pages: 12 },
  render: (args) => <ControlledPaginator {...args} />,
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    const status = within(nav).getByRole('status');
    await expect(status).toHaveTextContent('Seite 1 von 12');

    await userEvent.click(within(nav).getByRole('button', { name: 'Seite 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(within(nav).getByRole('button', { name: 'Seite 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Seite 1' })).not.toHaveAttribute('aria-current');
    await expect(status).toHaveTextContent('Seite 3 von 12');

    // Next on the second-to-last page disables itself; focus must not fall back to the page.
    await userEvent.click(within(nav).getByRole('button', { name: 'Letzte Seite' }));
    await expect(status).toHaveTextContent('Seite 12 von 12');
    await expect(within(nav).getByRole('button', { name: 'Seite 12' })).toHaveFocus();
    await expect(within(nav).getByRole('button', { name: 'Seite 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pageNumbers(nav)).toEqual(['1', '8', '9', '10', '11', '12']);
  },
};
