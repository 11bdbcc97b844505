import { VisuallyHidden } from '@kundenportal/ui';
/**
 * Spec-independent but WCAG 2.2: after a client-side page change a screen-reader user hears where they
 * are and a keyboard user starts at the top of the new page. Focus goes to the page's h1 (or to the
 * `#hash` section asked for), and the new document title is announced in a live region that exists from
 * start-up. Changes of the query alone (paging, a search term) are not page changes.
 *
 * Nothing is searched for or waited on: the location's change makes focus owed to the new page, and it moves
 * then – or, when the page draws its heading only once its data is in, when that heading is drawn (each page's
 * `PageHeading` tells the frame, through `headings`), or when the dialog holding focus closes.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHeadings } from '../shared/page';
import { dialogChanges, isDialogOpen, isInDialog, touchesDialog } from './dialogPresence';

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

const isOnBody = () => document.activeElement === document.body || document.activeElement === null;

/** What the page-change focus is waiting for, shared by its effects. */
interface FocusState {
  /** A page change whose page has not had focus yet (its `#hash`, '' for the heading). */
  pageChange: { hash: string } | null;
  /** What focus was last given to: the heading or section. */
  focused: HTMLElement | null;
  /** Focus fell to <body> (a dialog closed with no opener to hand it back to, the focused heading went). */
  owed: boolean;
  /** The look after an overlay closed, if one is due. */
  timer: number;
}

/** The page changed: its `#section`, else its heading, takes focus and the title is announced – once there is one. */
function settlePageChange(state: FocusState, headings: PageHeadings, announce: (title: string) => void) {
  const change = state.pageChange;
  if (!change) return;
  // The user is already choosing in a list they opened (the customer list 'Kunden wählen' opened while the
  // page after the login was on its way): the page's heading does not take focus – and close it.
  if (isChoosingInList()) {
    state.pageChange = null;
    return;
  }
  // A dialog (the login a guarded page opens) holds focus; the page gets it once the dialog is gone.
  if (isDialogOpen()) return;
  const target = change.hash ? hashTarget(change.hash) : headings.current();
  // The page draws its heading later (once its data is in): it comes back here then.
  if (!target) return;
  state.pageChange = null;
  focusWithoutJump(target, Boolean(change.hash));
  state.focused = target;
  announce(document.title);
}

/** Focus sits on <body> where the page owes it: the page's heading takes it, if the user has not moved on. */
function settleOwedFocus(state: FocusState, headings: PageHeadings) {
  if (!state.owed || isDialogOpen()) return;
  // The user has moved on (clicked, tabbed), or the closed overlay gave focus back to its opener.
  if (!isOnBody()) {
    state.owed = false;
    return;
  }
  const heading = headings.current();
  // None yet: the heading's arrival comes back here.
  if (!heading) return;
  state.owed = false;
  focusWithoutJump(heading, false);
  state.focused = heading;
}

export function PageChangeFocus({ headings }: { headings: PageHeadings }) {
  const { pathname, hash } = useLocation();
  const heading = useSyncExternalStore(headings.subscribe, headings.current, () => null);
  const [announcement, setAnnouncement] = useState('');
  const isFirst = useRef(true);
  const state = useRef<FocusState>({ pageChange: null, focused: null, owed: false, timer: 0 }).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change (pathname), not only on hash changes
  useEffect(() => {
    // The first page of a visit: the browser reads it from the top by itself.
    if (isFirst.current && !hash) {
      isFirst.current = false;
      return;
    }
    isFirst.current = false;
    const change = { hash };
    state.pageChange = change;
    // Once the user presses a key or points after the page change, focus is theirs: a heading drawn later must
    // not take it from the control they went on to (the side menu's language menu, closed with Escape, lost
    // its focus to a late heading on a loaded machine).
    const acted = () => {
      if (state.pageChange === change) state.pageChange = null;
    };
    window.addEventListener('keydown', acted, true);
    window.addEventListener('pointerdown', acted, true);
    settlePageChange(state, headings, setAnnouncement);
    return () => {
      acted();
      window.removeEventListener('keydown', acted, true);
      window.removeEventListener('pointerdown', acted, true);
    };
  }, [pathname, hash, state, headings]);

  // A heading was drawn or went: the page change waiting for it settles; a focused heading that gave way to
  // another (after logging in, the guarded page's login prompt becomes the page itself) hands focus on to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the page's heading changes
  useEffect(() => {
    settlePageChange(state, headings, setAnnouncement);
    if (state.focused && !state.focused.isConnected) {
      state.focused = null;
      state.owed = true;
    }
    if (state.timer === 0) settleOwedFocus(state, headings);
  }, [heading, state, headings]);

  // Focus is owed to the page when it would otherwise sit on <body>: a dialog that opened by itself (the login on
  // a guarded page) closed and has no opener to hand focus back to, or what we focused is gone. A page change
  // that waited for the dialog settles at once; otherwise the heading takes focus after the overlay's own
  // hand-back had its time.
  useEffect(() => {
    let wasOpen = isDialogOpen();
    // What had focus outside any dialog last: a dialog or popover opened from it hands focus back to it.
    let opener: Element | null = null;
    const noteFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && !isInDialog(event.target)) opener = event.target;
    };
    document.addEventListener('focusin', noteFocus);
    // The opener a closed overlay owes focus back to (react-aria hands it back some frames later).
    let handBackTo: HTMLElement | null = null;
    const settle = () => {
      state.timer = 0;
      // Still on <body> when the look comes: the hand-back is late (a busy main thread), so it is made here –
      // to the opener, not the heading, whatever the timing; react-aria's own, should it come, lands there too.
      if (state.owed && handBackTo?.isConnected && isOnBody() && !isDialogOpen()) {
        state.owed = false;
        handBackTo.focus({ preventScroll: true });
        return;
      }
      settleOwedFocus(state, headings);
    };
    const observer = new MutationObserver((records) => {
      let fell = false;
      if (touchesDialog(records)) {
        const isOpen = isDialogOpen();
        if (wasOpen && !isOpen) {
          settlePageChange(state, headings, setAnnouncement);
          fell = true;
        }
        wasOpen = isOpen;
      }
      if (state.focused && !state.focused.isConnected) {
        state.focused = null;
        fell = true;
      }
      if (!fell) return;
      state.owed = true;
      // Popovers and dialogs hand focus back to their opener after they unmount – on a busy main thread some
      // frames later: look once after that. With an opener still on the page, focus then goes back to it (the
      // heading took the menu button's focus when the hand-back came after the look, on a loaded machine);
      // without one (a dialog that opened by itself, an opener gone with its page) the heading takes it. A
      // heading drawn later settles it then (the effect above).
      handBackTo =
        opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : null;
      if (state.timer === 0) state.timer = window.setTimeout(settle, 150);
    });
    observer.observe(document.body, dialogChanges);
    return () => {
      document.removeEventListener('focusin', noteFocus);
      observer.disconnect();
      window.clearTimeout(state.timer);
      state.timer = 0;
    };
  }, [state, headings]);

  return (
    <VisuallyHidden>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
        {announcement}
      </div>
    </VisuallyHidden>
  );
}
