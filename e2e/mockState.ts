/**
 * The demo backend's state as its tabs share it (packages/api-client/src/mocks/sharedState.ts): in the context's
 * IndexedDB, the state (JSON) beside the version of the write that stored it. Every mock request of every tab
 * loads a state whose version it has not seen, so writing one here hands it to the app's tabs.
 */
import type { Page } from './test';

interface MockStateAccess {
  write?: string;
}

/** Runs in the page: reads the stored state, or replaces it (with a version no tab has seen). */
function accessMockState({ write }: MockStateAccess): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('kundenportal-mock', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('state');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const transaction = db.transaction('state', write === undefined ? 'readonly' : 'readwrite');
      const objects = transaction.objectStore('state');
      let state: string | null = null;
      if (write === undefined) {
        const reading = objects.get('state');
        reading.onsuccess = () => {
          state = typeof reading.result === 'string' ? reading.result : null;
        };
      } else {
        objects.put(write, 'state');
        objects.put(`e2e-${crypto.randomUUID()}`, 'version');
        state = write;
      }
      transaction.oncomplete = () => {
        db.close();
        resolve(state);
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

/** The demo backend's stored state (JSON), null before its first write. */
export function readMockState(page: Page): Promise<string | null> {
  return page.evaluate(accessMockState, {});
}

/** Replaces the demo backend's state for every tab of the page's context. */
export async function writeMockState(page: Page, state: string): Promise<void> {
  await page.evaluate(accessMockState, { write: state });
}
