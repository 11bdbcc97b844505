/**
 * Vite's preload helper appends a `<link>` for every chunk and stylesheet a lazily loaded page imports, all in
 * the one task that asks for the page – 35 links for the dashboard. Appending a link starts its fetch there
 * and then: ~0.5 ms a link at full speed, a task of 20–40 ms on a slow phone, counted as blocking time. This
 * plugin makes the helper append the page's own chunk at once (Vite lists it first) and the rest six per task,
 * and import the page once all are in, so the same fetches start within a few short tasks instead of one long
 * one.
 *
 * It edits the helper's source, so it fails the build when that source no longer reads as expected or the helper
 * never comes through the build (a Vite upgrade) rather than silently leaving the helper as it was;
 * e2e/perf.spec.ts notices if it stops applying.
 */
import { replacingPlugin } from './replacements.mjs';

const helperId = '\0vite/preload-helper.js';
/** Links appended per task: ~3 ms at full speed, well under a long task on a phone four times slower. */
const linksPerTask = 6;

const appendNow = `document.head.appendChild(link);
				if (isCss) return new Promise((res, rej) => {`;
const appendInTurn = `const appended = appendInTurn(link);
				if (!isCss) return appended;
				return new Promise((res, rej) => {`;

// The first link of a burst (the page's own chunk, as Vite orders them) is appended at once; what follows waits
// for the next task, six a task. A link that fails to append is reported and does not stop the ones after it.
const turnCode = `
const linkQueue = [];
let appending = false;
function appendInTurn(link) {
  return new Promise((resolve) => {
    linkQueue.push([link, resolve]);
    if (!appending) {
      appending = true;
      appendSome();
    }
  });
}
function appendSome() {
  nextTurn();
  for (const [link, resolve] of linkQueue.splice(0, ${linksPerTask})) {
    try {
      document.head.appendChild(link);
    } catch (error) {
      reportError(error);
    }
    resolve();
  }
}
function nextTurn() {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (linkQueue.length > 0) appendSome();
    else appending = false;
  };
  channel.port2.postMessage(null);
}
`;

/** @returns {import('vite').Plugin} */
export function preloadInTurns() {
  return replacingPlugin(`Vite's preload helper (${helperId})`, (replaced) => ({
    name: 'kundenportal-preload-in-turns',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code) {
        if (!code.includes(appendNow))
          this.error(
            `${helperId} no longer appends its links as preloadInTurns.mjs expects – update the plugin`,
          );
        replaced();
        return { code: code.replace(appendNow, appendInTurn) + turnCode, map: null };
      },
    },
  }));
}
