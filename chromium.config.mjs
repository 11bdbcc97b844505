// Where the system Chromium lives and how it must start here: the one list of flags, read by Vitest,
// Playwright and the Lighthouse benchmark (plain JS so the benchmark script can import it too).
import { existsSync } from 'node:fs';

/** Where Chromium may be, first match wins (scripts/lib.mjs installs it when none is there). */
export const chromiumCandidates = () => [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Where the headless shell may be, first match wins. */
export const headlessShellCandidates = () => [
  process.env.CHROME_HEADLESS_SHELL_PATH,
  '/usr/bin/chromium-headless-shell',
];

/** @returns {string} */
export function chromiumPath() {
  const found = chromiumCandidates().find((p) => Boolean(p && existsSync(p)));
  if (!found) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH, or install it: sudo apt-get install -y chromium (npm test does this when run as root).',
    );
  }
  return found;
}

/**
 * Debian's `chromium-headless-shell`: the same Chromium (Blink, V8, same version) without the browser's UI
 * layers – about a quarter less time for a page, which is most of an end-to-end or story test. It places glyphs
 * on whole pixels, so text runs a little wider than in the browser people use: tests that measure text or
 * pixels (screenshots, layout shift, fitting a width) run in chromiumPath(). Without the package, the browser.
 *
 * @returns {string}
 */
export function headlessShellPath() {
  return headlessShellCandidates().find((p) => Boolean(p && existsSync(p))) ?? chromiumPath();
}

/** Root needs --no-sandbox; the rest keep Chromium off a network it cannot reach. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
