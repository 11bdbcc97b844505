import { Link } from '@kundenportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { languageNames, useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages/commonMessages';
import { PageFrame, pageTitleMessages } from '../shared/page';
import { userPageRow } from '../shared/pages';
import { customerChangedMessage } from '../shared/session';
import {
  firstAppearance,
  loginAs,
  StoryPageContent,
  StoryPortal,
  servicesOf,
  storyLocale,
  storyText,
} from '../shared/testing';
import { languageLabel, layoutMessages } from './messages';
import { PortalLayout } from './PortalLayout';

/**
 * Stand-in pages named after three of the portal's own (the start page after the dashboard, the details page
 * after the profile, the page whose heading comes late after the order history), with a section named after My
 * documents – so their names follow the story's locale. Their links carry an arrow: the side menu links the real
 * pages by the same names.
 */
const standIns = { start: 'dashboard', details: 'profile', late: 'orders', section: 'documents' } as const;
const titleOf = (page: keyof typeof standIns) => storyText(userPageRow(standIns[page]).title);
const linkTo = (page: keyof typeof standIns) => `→ ${titleOf(page)}`;

function useTitle(page: keyof typeof standIns) {
  return useIntl().formatMessage(userPageRow(standIns[page]).title);
}

function StartPage() {
  const title = useTitle('start');
  const section = useTitle('section');
  const details = useTitle('details');
  const late = useTitle('late');
  return (
    <PageFrame title={title}>
      <p>
        <Link href="/details#section">{`→ ${section}`}</Link>
      </p>
      <p>
        <Link href="/details">{`→ ${details}`}</Link>
      </p>
      <p>
        <Link href="/late">{`→ ${late}`}</Link>
      </p>
    </PageFrame>
  );
}

/** A page that draws its heading only once its data is in – here when the story says so. */
const lateData = {
  isIn: false,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    lateData.listeners.add(listener);
    return () => lateData.listeners.delete(listener);
  },
  set(isIn: boolean) {
    lateData.isIn = isIn;
    for (const listener of lateData.listeners) listener();
  },
};

function LatePage() {
  const intl = useIntl();
  const title = useTitle('late');
  const isIn = useSyncExternalStore(lateData.subscribe, () => lateData.isIn);
  if (!isIn) return <p>{intl.formatMessage(commonMessages.loading)}</p>;
  return (
    <PageFrame title={title}>
      <StoryPageContent page={standIns.late} />
    </PageFrame>
  );
}

function DetailsPage() {
  const title = useTitle('details');
  const section = useTitle('section');
  const start = useTitle('start');
  return (
    <PageFrame title={title}>
      {/* Content enough that the section starts below the fold. */}
      <div style={{ height: '150vh' }} />
      <section id="section" aria-labelledby="section-title">
        <h2 id="section-title">{section}</h2>
        <Link href="/">{`→ ${start}`}</Link>
      </section>
    </PageFrame>
  );
}

const meta = {
  title: 'Layout/Page changes and notices',
  component: PortalLayout,
  parameters: { layout: 'fullscreen' },
  loaders: [loginAs()],
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      withNotification={false}
      routes={[
        { index: true, element: <StartPage /> },
        { path: 'details', element: <DetailsPage /> },
        { path: 'late', element: <LatePage /> },
      ]}
    >
      <PortalLayout />
    </StoryPortal>
  ),
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const announcer = () => screen.getByTestId('page-announcer');
/** What the page change announces: the page's title. */
const announced = (page: string) => storyText(pageTitleMessages.withPage, { page });
const languageButton = () => storyText(languageLabel, { language: languageNames[storyLocale()] });

/**
 * After a client-side page change focus is on the new page's h1 and its title is announced; a link to a
 * `#section` scrolls to that section and focuses it – from another page and on the same page.
 */
export const FocusAndAnnounce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: titleOf('start') }, firstAppearance);
    // The first page of a visit keeps the browser's own start; the live region is already there, empty.
    await expect(announcer()).toHaveTextContent('');
    await expect(announcer()).toHaveAttribute('role', 'status');

    await userEvent.click(canvas.getByRole('link', { name: linkTo('details') }));
    const details = await canvas.findByRole('heading', { level: 1, name: titleOf('details') });
    await waitFor(() => expect(details).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent(announced(titleOf('details'))));

    await userEvent.click(canvas.getByRole('link', { name: linkTo('start') }));
    const start = await canvas.findByRole('heading', { level: 1, name: titleOf('start') });
    await waitFor(() => expect(start).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent(announced(titleOf('start'))));

    await userEvent.click(canvas.getByRole('link', { name: linkTo('section') }));
    const section = await canvas.findByRole('region', { name: titleOf('section') });
    await waitFor(() => expect(section).toHaveFocus());
    const { top } = section.getBoundingClientRect();
    await expect(top).toBeLessThan(window.innerHeight);
  },
};

/** From the start page to the page whose heading waits for its data, still loading. */
async function toTheLatePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: titleOf('start') }, firstAppearance);
  await userEvent.click(canvas.getByRole('link', { name: linkTo('late') }));
  await canvas.findByText(storyText(commonMessages.loading));
  return canvas;
}

/**
 * A page that draws its heading only once its data is in gets focus then – nothing looks for it meanwhile: the
 * heading tells the frame it is there. However late: the next page change or the user's own step ends the wait.
 */
export const HeadingDrawnLater: Story = {
  beforeEach: () => lateData.set(false),
  play: async ({ canvasElement }) => {
    const canvas = await toTheLatePage(canvasElement);
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(announcer()).toHaveTextContent('');

    lateData.set(true);
    const heading = await canvas.findByRole('heading', { level: 1, name: titleOf('late') });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent(announced(titleOf('late'))));
  },
};

/** The user who goes on before the heading is drawn keeps their focus: the late heading does not take it. */
export const UserMovesOnBeforeTheHeading: Story = {
  parameters: {
    review: { width: "opens the header's language popover, which a phone shows in the menu drawer" },
  },
  beforeEach: () => lateData.set(false),
  play: async ({ canvasElement }) => {
    const canvas = await toTheLatePage(canvasElement);
    const language = within(canvas.getByRole('banner')).getByRole('button', { name: languageButton() });
    language.focus();
    await userEvent.keyboard('{Shift}');

    lateData.set(true);
    await canvas.findByRole('heading', { level: 1, name: titleOf('late') });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(language).toHaveFocus();
    await expect(announcer()).toHaveTextContent('');
  },
};

/** Notices are written into live regions that exist from start-up: success politely, errors assertively. */
export const NoticesAnnounced: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const main = await canvas.findByRole('main', {}, firstAppearance);
    const status = within(main).getAllByRole('status')[0];
    const alert = within(main).getByRole('alert');
    await expect(status).toBeEmptyDOMElement();
    await expect(alert).toBeEmptyDOMElement();

    // A success the portal says (a company chosen), in the story's locale.
    const saved = storyText(customerChangedMessage, { company: 'Bäckerei Hofmann GmbH' });
    services.notifications.notify(saved, 'success');
    await waitFor(() => expect(status).toHaveTextContent(saved));
    await expect(alert).toBeEmptyDOMElement();
    // Its close button comes right after the notice, before the page's heading.
    const close = within(main).getByRole('button', { name: storyText(layoutMessages.close) });
    const heading = canvas.getByRole('heading', { level: 1, name: titleOf('start') });
    await expect(close.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    services.notifications.notify(storyText(commonMessages.genericError), 'error');
    await waitFor(() => expect(alert).toHaveTextContent(storyText(commonMessages.genericError)));
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(within(main).getByRole('button', { name: storyText(layoutMessages.close) }));
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
  },
};

/**
 * A popover is a dialog too (RAC gives it role="dialog"), but it hands focus back to its opener: closing the
 * header's language menu with Escape leaves focus on its button, not on the page's heading.
 */
export const PopoverKeepsItsOpener: Story = {
  parameters: {
    review: { width: "opens the header's language popover, which a phone shows in the menu drawer" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: titleOf('start') }, firstAppearance);
    const trigger = within(canvas.getByRole('banner')).getByRole('button', { name: languageButton() });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: languageButton() });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // Two frames later (when owed focus would be settled) it is still there.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
