import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNothing, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with scrypt and a random salt, and verify only the same password', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse', b)).toBe(true);
    expect(await verifyPassword('Correct horse', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('verify hashes stored with another cost, and refuse malformed ones', async () => {
    const stored = await hashPassword('õunapuu');
    const [, , , , salt] = stored.split('$');
    // The same password hashed with N=1024 by an older setting still verifies (the cost is read from the hash).
    const { scryptSync } = await import('node:crypto');
    const old = `scrypt$1024$8$1$${salt}$${scryptSync('õunapuu', Buffer.from(salt ?? '', 'base64'), 64, { N: 1024, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword('õunapuu', old)).toBe(true);
    for (const bad of ['', 'plain', 'scrypt$16384$8$1$$', stored.replace('scrypt$16384', 'scrypt$3'), stored.slice(0, -10)]) expect(await verifyPassword('õunapuu', bad)).toBe(false);
    expect(await verifyNothing('anything')).toBe(false);
  });
});
