/**
 * Customer passwords: scrypt (node:crypto, asynchronous so a hash never blocks the event loop) with a
 * random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can rise later without
 * breaking stored hashes. Comparison is constant-time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: about 50 ms per hash on a server core. */
export const SCRYPT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_PASSWORD_BYTES = 1024;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: 128·N·r bytes plus headroom, so a stored hash with a higher cost still verifies.
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: 256 * (options.N ?? 1) * (options.r ?? 1) + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The stored form of a new password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = SCRYPT_COST;
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const STORED = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when `password` matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match || Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return false;
  const [, n, r, p, salt = '', hash = ''] = match;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(salt, 'base64'), KEY_LENGTH, { N: Number(n), r: Number(r), p: Number(p) }).catch(() => null);
  return key !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check, so a login with an unknown
 * e-mail answers as slowly as one with a wrong password (no account probing by timing).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}
