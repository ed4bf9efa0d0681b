/**
 * Opaque rotating refresh tokens: 32 random bytes (base64url) given to the client, only their SHA-256
 * stored. Each login starts a family; each refresh uses the presented token once and hands out the next
 * one of the same family. A used token presented again means it was copied: the whole family is revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../storage/port';

/** The stored form of a token (also of password reset tokens). */
export function sha256Hex(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token: 32 random bytes, base64url. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Stores a new refresh token of `familyId` (a new family when omitted: a login) for the customer's token
 * version `tokenVersion` (the one read with the password, so a password change in between makes it
 * useless) and returns it in clear.
 */
export async function issueRefreshToken(db: Queryable, customerId: number, tokenVersion: number, ttlSeconds: number, now: Date, familyId: string = randomUUID()): Promise<string> {
  const token = opaqueToken();
  await db.query(
    'INSERT INTO refresh_token (token_hash, family_id, customer_id, token_version, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sha256Hex(token), familyId, customerId, tokenVersion, now.toISOString(), new Date(now.getTime() + ttlSeconds * 1000).toISOString()],
  );
  return token;
}

/** The outcome of presenting a refresh token. */
export type RefreshOutcome = { ok: true; customerId: number; groupId: number; tokenVersion: number; refreshToken: string } | { ok: false; reuse: boolean };

/**
 * Uses `token` once and issues its successor. Of two concurrent uses exactly one wins: the conditional
 * UPDATE ... WHERE used_at IS NULL RETURNING lets one through. A token already used revokes its family
 * (`reuse`); unknown, revoked and expired tokens, and tokens of an older token version (a password change
or reset since; also when it raced this refresh), are simply refused. Run it in a transaction.
 */
export async function rotateRefreshToken(tx: Queryable, token: unknown, ttlSeconds: number, now: Date): Promise<RefreshOutcome> {
  if (typeof token !== 'string' || token.length < 16 || token.length > 200) return { ok: false, reuse: false };
  const hash = sha256Hex(token);
  const at = now.toISOString();
  const { rows } = await tx.query<{ family_id: string; customer_id: number; group_id: number; token_version: number }>(
    `UPDATE refresh_token r SET used_at = $2
       FROM customer c
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > $2
        AND c.id = r.customer_id AND c.token_version = r.token_version
      RETURNING r.family_id, r.customer_id, c.group_id, r.token_version`,
    [hash, at],
  );
  const used = rows[0];
  if (used) {
    const refreshToken = await issueRefreshToken(tx, used.customer_id, used.token_version, ttlSeconds, now, used.family_id);
    return { ok: true, customerId: used.customer_id, groupId: used.group_id, tokenVersion: used.token_version, refreshToken };
  }
  const { rows: reused } = await tx.query<{ family_id: string }>(
    `UPDATE refresh_token r SET revoked_at = $2
       FROM refresh_token presented
      WHERE presented.token_hash = $1 AND presented.used_at IS NOT NULL
        AND r.family_id = presented.family_id AND r.revoked_at IS NULL
      RETURNING r.family_id`,
    [hash, at],
  );
  return { ok: false, reuse: reused.length > 0 };
}

/** Revokes every live refresh token of the customer (password change or reset: all sessions end). */
export async function revokeCustomerRefreshTokens(db: Queryable, customerId: number, now: Date): Promise<void> {
  await db.query('UPDATE refresh_token SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL', [customerId, now.toISOString()]);
}
