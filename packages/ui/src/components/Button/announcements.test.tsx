// The one helper that reaches into react-aria's live announcer (announcements.ts) must still find what a pending
// Button leaves there: a react-aria upgrade that changes the announcer's DOM fails here, not silently in a page.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcerMessageSelector, dropAnnouncements } from './announcements';
import { Button } from './Button';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe("react-aria's announcement of a pending button", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    dropAnnouncements('all');
    globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
  });

  const draw = (isPending: boolean) =>
    act(() =>
      root.render(
        <Button isPending={isPending} pendingLabel="Wird gesendet …">
          Absenden
        </Button>,
      ),
    );

  it('is found by the selector while the button is there, and dropped once it is gone', () => {
    draw(false);
    act(() => container.querySelector('button')?.focus());
    draw(true);
    const message = document.querySelector(announcerMessageSelector);
    const button = container.querySelector('button');
    // The selector must match what react-aria announced, pointing at the button.
    expect(message, 'react-aria announced nothing the selector finds').not.toBeNull();
    expect(message?.getAttribute('aria-labelledby')?.split(' ')).toContain(button?.id);
    // Still there, it is kept; gone with its button (the Button drops it as it unmounts).
    expect(dropAnnouncements()).toBeGreaterThan(0);
    expect(document.querySelector(announcerMessageSelector)).not.toBeNull();
    act(() => root.render(<p>Gesendet</p>));
    expect(document.querySelector(announcerMessageSelector)).toBeNull();
  });
});
