/**
 * Vite's preload helper appends a `<link>` for every chunk and stylesheet a lazily loaded page imports, all in
 * the one task that asks for the page – 35 links for the dashboard. Appending a link starts its fetch there
 * and then: ~0.5 ms a link at full speed, a task of 20–40 ms on a slow phone, counted as blocking time. This
 * plugin makes the helper append them a few per task (the page's own chunk first, as Vite orders them) and
 * import the page once all are in, so the same fetches start within a few short tasks instead of one long one.
 *
 * It edits the helper's source, so it fails the build when that source no longer reads as expected (a Vite
 * upgrade) rather than silently leaving the helper as it was.
 */
const helperId = '\0vite/preload-helper.js';
/** Links appended per task: ~3 ms at full speed, well under a long task on a phone four times slower. */
const linksPerTask = 6;

const appendNow = `document.head.appendChild(link);
				if (isCss) return new Promise((res, rej) => {`;
const appendInTurn = `const appended = appendInTurn(link);
				if (!isCss) return appended;
				return new Promise((res, rej) => {`;

const turnCode = `
const linkQueue = [];
function appendInTurn(link) {
  return new Promise((resolve) => {
    if (linkQueue.push([link, resolve]) === 1) nextTurn();
  });
}
function nextTurn() {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    for (const [link, resolve] of linkQueue.splice(0, ${linksPerTask})) {
      document.head.appendChild(link);
      resolve();
    }
    if (linkQueue.length > 0) nextTurn();
  };
  channel.port2.postMessage(null);
}
`;

/** @returns {import('vite').Plugin} */
export function preloadInTurns() {
  return {
    name: 'kundenportal-preload-in-turns',
    apply: 'build',
    transform: {
      filter: { id: { include: [new RegExp(`^${helperId.replace(/[\\/.]/g, '\\$&')}$`)] } },
      handler(code, id) {
        if (id !== helperId) return null;
        if (!code.includes(appendNow))
          this.error(
            `${helperId} no longer appends its links as preloadInTurns.mjs expects – update the plugin`,
          );
        return { code: code.replace(appendNow, appendInTurn) + turnCode, map: null };
      },
    },
  };
}
