/**
 * Password storage of the demo backend. Its state lives in the browser's localStorage, so it keeps only a
 * salted PBKDF2-SHA-256 hash (WebCrypto, in browsers and Node alike), never a password someone typed in.
 * Format: `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`.
 */

/**
 * Far below a production server's count: every demo login and every contract test derives a key, and the
 * stored hashes only have to keep typed-in passwords out of plain sight in localStorage.
 */
const ITERATIONS = 20_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = 'pbkdf2-sha256';

const toHex = (bytes: Uint8Array): string =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** A new salted hash of `password`, with a random salt each time. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, ITERATIONS);
  return `${PREFIX}$${ITERATIONS}$${toHex(salt)}$${toHex(hash)}`;
}

/** True when `password` matches the stored hash; a malformed stored value matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, rounds, saltHex, hashHex] = stored.split('$');
  const iterations = Number(rounds);
  const salt = fromHex(saltHex ?? '');
  const expected = fromHex(hashHex ?? '');
  if (prefix !== PREFIX || !Number.isInteger(iterations) || iterations < 1 || !salt || !expected)
    return false;
  const actual = await derive(password, salt, iterations);
  // Compared in full every time, so the time taken does not tell how much of the hash matched.
  let difference = actual.length ^ expected.length;
  for (let index = 0; index < actual.length; index++)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
