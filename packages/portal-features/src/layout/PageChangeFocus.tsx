import { VisuallyHidden } from '@kundenportal/ui';
/**
 * Spec-independent but WCAG 2.2: after a client-side page change a screen-reader user hears where they
 * are and a keyboard user starts at the top of the new page. Focus goes to the page's h1 (or to the
 * `#hash` section asked for), and the new document title is announced in a live region that exists from
 * start-up. Changes of the query alone (paging, a search term) are not page changes.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { dialogChanges, isDialogOpen, touchesDialog } from './dialogPresence';

/** Pages may render their heading only once their data is in; look for it this long. */
const waitForHeadingMs = 5000;

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

/** Focus is on an open combobox or menu trigger, or in the list it opened. */
const isChoosingInList = () =>
  document.activeElement?.closest('[aria-expanded="true"], [role="listbox"], [role="menu"]') != null;

export function PageChangeFocus() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const isFirst = useRef(true);
  const focusedHeading = useRef<HTMLElement | null>(null);

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
    // Once the user presses a key or points after the page change, focus is theirs: a heading drawn later must
    // not take it from the control they went on to (the side menu's language menu, closed with Escape, lost
    // its focus to a late heading on a loaded machine).
    let userActed = false;
    const acted = () => {
      userActed = true;
    };
    window.addEventListener('keydown', acted, true);
    window.addEventListener('pointerdown', acted, true);
    const tick = () => {
      if (userActed) return;
      // The user is already choosing in a list they opened (the customer list 'Kunden wählen' opened while
      // the page after the login was on its way): the page's heading does not take focus – and close it – now.
      if (isChoosingInList()) return;
      // A dialog (the login a guarded page opens) owns focus; the page gets it once the dialog is gone.
      if (!isDialogOpen()) {
        const section = hashTarget(hash);
        const heading = document.querySelector<HTMLElement>('main h1');
        const target = section ?? (hash ? null : heading);
        if (target) {
          focusWithoutJump(target, Boolean(section));
          focusedHeading.current = target;
          setAnnouncement(document.title);
          return;
        }
      }
      if (performance.now() - started < waitForHeadingMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', acted, true);
      window.removeEventListener('pointerdown', acted, true);
    };
  }, [pathname, hash]);

  // Focus is owed to the page when it would otherwise sit on <body>: a dialog that opened by itself (the login on
  // a guarded page) closed and has no opener to hand focus back to, or the heading we focused gave way to
  // another (after logging in, the guarded page's login prompt becomes the page itself). The page's heading
  // takes it as soon as there is one.
  useEffect(() => {
    let wasOpen = isDialogOpen();
    let isOwed = false;
    let timer = 0;
    const settle = () => {
      timer = 0;
      if (!isOwed || isDialogOpen()) return;
      // The user has moved on (clicked, tabbed), or the closed overlay gave focus back to its opener.
      if (document.activeElement !== document.body && document.activeElement !== null) {
        isOwed = false;
        return;
      }
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return;
      isOwed = false;
      focusWithoutJump(heading, false);
      focusedHeading.current = heading;
    };
    const observer = new MutationObserver((records) => {
      if (touchesDialog(records)) {
        const isOpen = isDialogOpen();
        if (wasOpen && !isOpen) isOwed = true;
        wasOpen = isOpen;
      }
      if (focusedHeading.current && !focusedHeading.current.isConnected) {
        focusedHeading.current = null;
        isOwed = true;
      }
      // Popovers and dialogs hand focus back to their opener after they unmount – on a busy main thread some
      // frames later: look after that.
      if (isOwed && timer === 0) timer = window.setTimeout(settle, 150);
    });
    observer.observe(document.body, dialogChanges);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
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
