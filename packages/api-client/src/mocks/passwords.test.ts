// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDataset } from './data/dataset';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demoLogins';
import { hashPassword, verifyPassword } from './passwords';
import { serializeMockDb } from './persistence';

describe('password hashes of the demo backend', () => {
  it('matches the seeded demo hash with the demo password and nothing else', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('Demo1234?', DEMO_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('', DEMO_PASSWORD_HASH)).toBe(false);
  });

  it('salts every new hash, and each verifies its own password', async () => {
    const first = await hashPassword('Grüße-ł123!');
    const second = await hashPassword('Grüße-ł123!');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Grüße-ł123!', first)).toBe(true);
    expect(await verifyPassword('Grüße-ł123!', second)).toBe(true);
    expect(await verifyPassword('Grüsse-ł123!', first)).toBe(false);
  });

  it('matches nothing against a malformed stored value', async () => {
    for (const stored of [
      '',
      DEMO_PASSWORD,
      'pbkdf2-sha256$0$00$00',
      'md5$1$ab$cd',
      'pbkdf2-sha256$20000$zz$zz',
    ])
      expect(await verifyPassword(DEMO_PASSWORD, stored)).toBe(false);
  });

  it('keeps no password in the state the demo writes to localStorage', () => {
    const snapshot = serializeMockDb(buildDataset());
    expect(snapshot).not.toContain(DEMO_PASSWORD);
    expect(snapshot).not.toMatch(/"password"/);
    expect(snapshot).toContain('"passwordHash":"pbkdf2-sha256$');
  });
});
