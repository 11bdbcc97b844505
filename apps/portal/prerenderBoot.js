// Runs first on a prerendered page and the app shell (apps/portal/prerender.mjs puts this file, as
// /assets/boot-<hash>.js, into each of them in place of the entry's script and preload tags). Two jobs:
// 1. Hold what the visitor does until React has hydrated the page. The page is on screen long before the
//    entry has arrived (~1 s of modules on slow 4G); a press or Enter in that time would otherwise do nothing
//    and be lost. Held here from the first moment, apps/portal/src/earlyInput.ts replays it after hydration.
// 2. Run the page's scripts once the page has painted: the HTML names them (`data-preload`: the entry, its
//    imports and the route's chunks, prerender.mjs); the entry is asked for first, the rest six a task.
// 3. Start the session (issue 43.2): config.json at once and, where a refresh token is stored, the token refresh
//    and then the user as the page has painted – beside the page's modules, not after the entry ran.
//    `window.__kundenportalEarly` hands them to the app (main.tsx): config.json's response for its loader, the
//    refresh's tokens for the session's first refresh, the user's answer for SessionProvider.
// A classic script, so it can read its own data attributes; `defer`, so #root is parsed when it runs.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  // The first paint on screen (see `start`): the page's scripts and the session's calls to the API wait for it.
  let painted;
  const paint = new Promise((resolve) => {
    painted = resolve;
  });
  startSession();
  // The app shell's first frame (app.html, data-shell) is inert: nothing on it can be pressed or typed into. A
  // logged-in page's own shell (data-hydratable) is hydrated like a prerendered page: its presses are held.
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-shell') || root.hasAttribute('data-hydratable')) holdEarlyInput();
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    painted();
    const main = document.createElement('script');
    main.type = 'module';
    main.crossOrigin = '';
    main.src = entry;
    document.head.append(main);
    // The rest of the page's code (the HTML names it, prerender.mjs): modules the entry imports are fetched beside
    // it, not after it ran; Vite's preload helper finds these links and asks for none of them again. Six a task,
    // as that helper appends its own (preloadInTurns.mjs): a link starts its fetch as it is appended, ~0.5 ms
    // each – forty at once were a long task on a phone.
    const preloads = (script.getAttribute('data-preload')?.split(' ') ?? []).filter(
      (href) => href && href !== entry,
    );
    const appendSome = () => {
      for (const href of preloads.splice(0, 6)) {
        const link = document.createElement('link');
        if (href.endsWith('.css')) {
          link.rel = 'preload';
          link.as = 'style';
        } else link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (preloads.length === 0) return;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        appendSome();
      };
      channel.port2.postMessage(null);
    };
    appendSome();
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
  // Once the first paint is on screen: the browser reports it (its `first-contentful-paint` entry comes after the
  // frame was presented – a task after the frame's rendering, as before, was still ahead of it, and the page's
  // 200 KB of scripts then shared the slow link with its first paint). A page that paints nothing contentful,
  // or a browser without paint timing: two frames later at most. A hidden tab paints no frame: there (or once
  // the tab is switched) at once.
  if (document.visibilityState === 'hidden') start();
  else {
    try {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // no paint timing: the frames below start it
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 100)));
    document.addEventListener('visibilitychange', start, { once: true });
  }

  /**
   * The refresh follows the session's own rules (packages/api-client/src/client/session.ts): inside the same Web
   * Lock as every tab's refresh, the stored token – or the one the rotation ledger says replaced it – is spent
   * once, and its successor recorded in the ledger and stored before the lock is let go. Without Web Locks, or
   * without a stored token, the app refreshes as before. The names below are the api-client's
   * (sessionStore.ts, indexedDbRotations.ts, tokens.ts); apps/portal/src/bootSession.test.ts holds them equal.
   */
  function startSession() {
    const config = fetch('/config.json', { cache: 'no-store', signal: AbortSignal.timeout(5000) });
    const none = { kind: 'none' };
    const session = config
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then(async (body) => {
        const apiBaseUrl = body?.demo === true ? undefined : body?.apiBaseUrl;
        if (typeof apiBaseUrl !== 'string' || !navigator.locks || !storedToken()) return undefined;
        // The API is another origin (a connection of its own, a preflight): not before the page has painted.
        await paint;
        const result = await navigator.locks.request('kundenportal-token-refresh', () => spend(apiBaseUrl));
        return { apiBaseUrl, result };
      });
    const refresh = session.then((started) => started?.result ?? none).catch(() => none);
    // The user comes right after the refresh, with its token (the session's first one): the app takes the
    // answer if it is a 2xx, else asks itself (preloadCurrentUser).
    const user = session
      .then((started) =>
        started?.result.kind === 'tokens'
          ? fetch(`${started.apiBaseUrl}/auth/user`, {
              headers: { authorization: `Bearer ${started.result.tokens.token}` },
            })
          : undefined,
      )
      .catch(() => undefined);
    window.__kundenportalEarly = { config, refresh, user };
  }

  function storedToken() {
    try {
      const stored = JSON.parse(localStorage.getItem('kundenportal.session') ?? 'null');
      const fresh = typeof stored?.refreshToken === 'string' && stored.refreshExpiresAt > Date.now();
      return fresh ? stored.refreshToken : undefined;
    } catch {
      return undefined;
    }
  }

  async function spend(apiBaseUrl) {
    const stored = storedToken();
    if (!stored) return { kind: 'none' };
    const ledger = await openLedger().catch(() => undefined);
    const token = (ledger && (await successor(ledger, stored).catch(() => undefined))) ?? stored;
    const response = await fetch(`${apiBaseUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: token }),
    });
    const tokens = response.ok ? await response.json() : undefined;
    if (typeof tokens?.token !== 'string' || typeof tokens.refresh_token !== 'string')
      return { kind: 'none' };
    if (tokens.refresh_token !== token) {
      if (ledger) await record(ledger, token, tokens.refresh_token).catch(() => undefined);
      const refreshExpiresAt = Date.now() + 2_592_000 * 1000;
      localStorage.setItem(
        'kundenportal.session',
        JSON.stringify({ refreshToken: tokens.refresh_token, refreshExpiresAt }),
      );
    }
    return { kind: 'tokens', tokens };
  }

  function openLedger() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open('kundenportal-session', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('rotations');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }

  function successor(db, token) {
    return new Promise((resolve, reject) => {
      const transaction = db.transaction('rotations', 'readonly');
      const keys = transaction.objectStore('rotations').getAllKeys();
      const values = transaction.objectStore('rotations').getAll();
      transaction.oncomplete = () => {
        const next = new Map(keys.result.map((key, index) => [key, values.result[index]?.successor]));
        const seen = new Set([token]);
        let current = token;
        for (
          let later = next.get(current);
          typeof later === 'string' && !seen.has(later);
          later = next.get(current)
        ) {
          current = later;
          seen.add(later);
        }
        resolve(current);
      };
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  }

  function record(db, spent, next) {
    return new Promise((resolve, reject) => {
      const transaction = db.transaction('rotations', 'readwrite');
      transaction.objectStore('rotations').put({ successor: next, at: Date.now() }, spent);
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
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
