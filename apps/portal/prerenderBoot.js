// Starts a prerendered page's scripts once the page has painted (apps/portal/prerender.mjs puts this file, as
// /assets/boot-<hash>.js, into every prerendered page in place of the entry's script and preload tags). The
// HTML paints without any script; fetching ~200 KB of modules beside it only takes bandwidth from the HTML and
// the fonts on a slow line. A classic script, so it can read its own data attributes.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
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
  };
  // After the next frame is painted. A hidden tab paints no frame: there (or once the tab is switched) at once.
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(() => setTimeout(start, 0));
    document.addEventListener('visibilitychange', start, { once: true });
  }
})();
