// The boot script (apps/portal/prerenderBoot.js) refreshes the session before the app runs, by the api-client's
// rules but in plain JavaScript (it runs before any module): these are the names both must share, read from the
// api-client's sources, so a rename there cannot leave the boot script refreshing beside the app's lock.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../packages/api-client/src/client/sessionStore';
import { REFRESH_TOKEN_LIFETIME_S } from '../../../packages/api-client/src/client/tokens';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const boot = source('../prerenderBoot.js');

describe("the boot script's early refresh", () => {
  it('uses the session store key, the refresh lock and the rotation ledger of the api-client', () => {
    const lock = /navigator\.locks\.request\('([^']+)'/.exec(
      source('../../../packages/api-client/src/client/session.ts'),
    );
    const ledger = source('../../../packages/api-client/src/client/indexedDbRotations.ts');
    const database = /const DATABASE = '([^']+)'/.exec(ledger)?.[1];
    const objectStore = /const OBJECT_STORE = '([^']+)'/.exec(ledger)?.[1];
    expect(boot).toContain(`navigator.locks.request('${lock?.[1]}'`);
    expect(boot).toContain(`localStorage.getItem('${SESSION_STORAGE_KEY}')`);
    expect(boot).toContain(`localStorage.setItem(\n        '${SESSION_STORAGE_KEY}'`);
    expect(boot).toContain(`indexedDB.open('${database}', 1)`);
    expect(boot).toContain(`createObjectStore('${objectStore}')`);
    expect(boot).toContain(
      `Date.now() + ${REFRESH_TOKEN_LIFETIME_S.toLocaleString('en').replaceAll(',', '_')} * 1000`,
    );
  });
});
