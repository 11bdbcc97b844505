/**
 * Where the window scrolls when the page changes on the client – what React Router's ScrollRestoration did, which
 * needs the data router the app no longer loads (17 KB gzip on every page): a new history entry (a link, a
 * search, paging) starts at the top, or at its #section (PageChangeFocus brings that into view); back and forward
 * return to where that entry was left, after a reload too.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = 'kundenportal:scroll-positions';
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
      positions = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

/** What the reader does that ends a restore still waiting: they are scrolling themselves. */
const ownScrolling = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const restoreForMs = 5000;

/**
 * Scrolls to `top` – at once if the page is that long, else as it grows: the page's list may arrive after the
 * page drew (a reload asks the backend anew). Stops once there, after a few seconds, or when the reader scrolls.
 */
function restoreWhenReachable(top: number): () => void {
  const page = document.documentElement;
  const started = performance.now();
  const observer = new ResizeObserver(() => attempt());
  const stop = () => {
    observer.disconnect();
    for (const type of ownScrolling) window.removeEventListener(type, stop);
  };
  function attempt() {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1 || performance.now() - started > restoreForMs) stop();
  }
  observer.observe(page);
  for (const type of ownScrolling) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or blocked: back and forward then start at the top.
      }
    };
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry's position follows the reader's scrolling, so it is known before the next page replaces this one.
  useEffect(() => {
    const remember = () => {
      savedPositions()[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    if (navigationType !== 'POP') {
      if (!hash) window.scrollTo(0, 0);
      return;
    }
    if (saved === undefined) return;
    return restoreWhenReachable(saved);
  }, [key, hash, navigationType]);

  return null;
}
