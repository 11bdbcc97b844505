/**
 * Spec-independent but WCAG 2.2: after a client-side page change a screen-reader user hears where they
 * are and a keyboard user starts at the top of the new page. Focus goes to the page's h1 (or to the
 * `#hash` section asked for), and the new document title is announced in a live region that exists from
 * start-up. Changes of the query alone (paging, a search term) are not page changes.
 */
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useLocation } from 'react-router-dom';

/** Pages may render their heading only once their data is in; look for it this long. */
const waitForHeadingMs = 5000;

function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

function focusWithoutJump(element: HTMLElement, scroll: boolean) {
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: !scroll });
  if (scroll) element.scrollIntoView({ block: 'start' });
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

export function PageChangeFocus() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const isFirst = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change (pathname), not only on hash changes
  useEffect(() => {
    // The first page of a visit: the browser reads it from the top by itself.
    if (isFirst.current && !hash) {
      isFirst.current = false;
      return;
    }
    isFirst.current = false;
    let frame = 0;
    const started = performance.now();
    const tick = () => {
      // A dialog (the login a guarded page opens) owns focus; the page gets it once the dialog is gone.
      if (!isDialogOpen()) {
        const section = hashTarget(hash);
        const heading = document.querySelector<HTMLElement>('main h1');
        const target = section ?? (hash ? null : heading);
        if (target) {
          focusWithoutJump(target, Boolean(section));
          setAnnouncement(document.title);
          return;
        }
      }
      if (performance.now() - started < waitForHeadingMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  // A dialog that opened by itself (the login on a guarded page) has no opener to hand focus back to:
  // when one closes and focus stays on <body>, it goes to the page's heading instead.
  // The check waits two frames: this observer fires as a microtask the moment the overlay's node leaves
  // <body> (focus is on <body> then), but react-aria's FocusScope hands focus back to the opener (menu or
  // dialog trigger) only in the next animation frame – and only if focus is still on <body>. Acting at once
  // stole focus from every opener (Escape on the language menu, the user menu or the cookie note put it on
  // the h1).
  useEffect(() => {
    let wasOpen = isDialogOpen();
    let frame = 0;
    const observer = new MutationObserver(() => {
      const closed = wasOpen && !isDialogOpen();
      wasOpen = isDialogOpen();
      if (!closed) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (isDialogOpen()) return;
          if (document.activeElement !== document.body && document.activeElement !== null) return;
          const heading = document.querySelector<HTMLElement>('main h1');
          if (heading) focusWithoutJump(heading, false);
        });
      });
    });
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <VisuallyHidden>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
        {announcement}
      </div>
    </VisuallyHidden>
  );
}
