import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Test-only: catches the `mailto:` links a play follows, so the story sees the prepared mail and no e-mail program
 * is asked to open. A link the page itself kept from opening (its form had problems: it called preventDefault) is
 * not counted. Returns the opened hrefs (live) and the clean-up for `beforeEach`.
 */
export function catchMailto(): { opened: string[]; stop(): void } {
  const opened: string[] = [];
  // Capture phase: react-aria stops the click's propagation, so a listener further out would not hear it.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link?.href.startsWith('mailto:')) return;
    const block = event.preventDefault.bind(event);
    let keptByPage = false;
    event.preventDefault = () => {
      keptByPage = true;
      block();
    };
    block(); // never the real e-mail program
    queueMicrotask(() => {
      if (!keptByPage) opened.push(link.href);
    });
  };
  window.addEventListener('click', onClick, true);
  return { opened, stop: () => window.removeEventListener('click', onClick, true) };
}

/** The parts of a prepared mail, as a mail program reads them from the link. */
export function mailOf(href: string): { to: string; subject: string; body: string } {
  const url = new URL(href);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject') ?? '',
    body: url.searchParams.get('body') ?? '',
  };
}

/** Presses a mail link the page lets open and reads the one mail it prepared. */
export async function openMailLink(link: HTMLElement, mails: { opened: string[] }) {
  await userEvent.click(link);
  await waitFor(() => expect(mails.opened).toHaveLength(1));
  return mailOf(mails.opened[0] as string);
}
