// Runs first on a prerendered page and the app shell (apps/portal/prerender.mjs puts this file, as
// /assets/boot-<hash>.js, into each of them in place of the entry's script and preload tags). Two jobs:
// 1. Hold what the visitor does until React has hydrated the page. The page is on screen long before the
//    entry has arrived (~1 s of modules on slow 4G); a press or Enter in that time would otherwise do nothing
//    and be lost. Held here from the first moment, apps/portal/src/earlyInput.ts replays it after hydration.
// 2. Start the page's scripts once the page has painted: fetching ~200 KB of modules beside the HTML only
//    takes bandwidth from the HTML and the fonts on a slow line.
// A classic script, so it can read its own data attributes; `defer`, so #root is parsed when it runs.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  // The app shell's first frame (app.html, data-shell) is inert: nothing on it can be pressed or typed into.
  if (!document.getElementById('root')?.hasAttribute('data-shell')) holdEarlyInput();
  const modules = (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.append(main);
    // The page's first use of Intl loads the browser's locale data (~15 ms on a fast machine, four times that
    // on a slow phone); done here while the modules download, instead of inside the entry's evaluation
    // (react-aria asks Intl for the default locale as it loads). In three tasks, not one long one: the
    // collator's share first (ICU's locale list and collation data), then numbers', then dates' (measured in
    // Chromium: ~9 + ~5 + ~1 ms instead of ~15 at once).
    const warmUps = [Intl.Collator, Intl.NumberFormat, Intl.DateTimeFormat];
    const warmUp = () => {
      warmUps.shift()?.supportedLocalesOf(['de']);
      if (warmUps.length > 0) setTimeout(warmUp, 0);
    };
    setTimeout(warmUp, 0);
  };
  // After the next frame is painted. A hidden tab paints no frame: there (or once the tab is switched) at once.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(() => setTimeout(start, 0));
    document.addEventListener('visibilitychange', start, { once: true });
  }

  /**
   * Holds presses on buttons and the sending of forms (Enter in a field, a submit) inside #root; typing needs
   * no holding (the fields are real and keep it). `window.__kundenportalEarlyInput.release()` lets go and
   * hands over the last held action. While held, #root carries `data-hydrating`.
   */
  function holdEarlyInput() {
    const root = document.getElementById('root');
    if (!root) return;
    let pending;
    const hold = (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !root.contains(target)) return;
      if (event instanceof KeyboardEvent) {
        // Enter in a field sends its form – natively only when a submit button is there; ours are buttons
        // until the form is complete, so the form itself is what waits.
        const form = target.closest('form');
        if (event.key !== 'Enter' || !form || !(target instanceof HTMLInputElement)) return;
        event.preventDefault();
        pending = { submit: form };
        return;
      }
      if (event instanceof SubmitEvent) {
        event.preventDefault();
        if (target instanceof HTMLFormElement) pending = { submit: target };
        return;
      }
      const button = target.closest('button');
      if (!button) return;
      event.stopPropagation();
      // The pointer's own events go nowhere either: React may already listen while it hydrates, and a press
      // react-aria saw begin with the click swallowed would make it ignore the replayed click.
      if (event.type !== 'click') return;
      event.preventDefault();
      pending = { press: button };
    };
    const events = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend'];
    for (const type of [...events, 'click', 'submit']) document.addEventListener(type, hold, true);
    root.dataset.hydrating = '';
    window.__kundenportalEarlyInput = {
      release() {
        for (const type of [...events, 'click', 'submit']) document.removeEventListener(type, hold, true);
        delete root.dataset.hydrating;
        const action = pending;
        pending = undefined;
        return action;
      },
    };
  }
})();
