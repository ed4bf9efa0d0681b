/**
 * Access tokens and group tokens. An access token is short-lived and stateless:
 * `v1.<base64url JSON {sub, grp, iat, exp}>.<base64url HMAC-SHA256>` signed with `authSecret`. It is
 * refused when expired, tampered with, or issued before the customer's `tokens_valid_after` (password
 * change or reset). Refresh tokens are opaque and stored (server/commerce/users).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../storage/port';
import type { CommerceConfig } from '../config';
import { ApiError } from '../../api/errors';

/** What an access token says. */
export interface AccessClaims {
  /** Customer id. */
  sub: number;
  /** Customer group id. */
  grp: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

/** A customer as the API reads it. */
export interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_id: number;
  website_id: number;
  custom_attributes: { attribute_code: string; value: unknown }[];
  tokens_valid_after: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The answer to a missing, expired or invalid token (HTTP 401; the client refreshes, then logs out). */
export const NOT_AUTHORIZED = 'User is not authorized to access the resource.';

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest();

/** A new access token for the customer, valid for `accessTokenTtlSeconds` from `now`. */
export function issueAccessToken(config: Pick<CommerceConfig, 'authSecret' | 'accessTokenTtlSeconds'>, customer: { id: number; group_id: number }, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: AccessClaims = { sub: customer.id, grp: customer.group_id, iat, exp: iat + config.accessTokenTtlSeconds };
  const body = `v1.${b64(JSON.stringify(claims))}`;
  return `${body}.${b64(sign(config.authSecret, body))}`;
}

/** The claims of a genuine, unexpired token; null for anything else (never throws). */
export function verifyAccessToken(config: Pick<CommerceConfig, 'authSecret'>, token: unknown, now: Date): AccessClaims | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return null;
  const expected = sign(config.authSecret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return null;
  }
  if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.exp) || !Number.isInteger(claims.iat)) return null;
  return claims.exp > now.getTime() / 1000 ? claims : null;
}

const CUSTOMER_COLUMNS = 'id, email, firstname, lastname, group_id, store_id, website_id, custom_attributes, tokens_valid_after, created_at, updated_at';

/** The customer with this id, or null. */
export async function customerById(db: Queryable, id: number): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The customer a token belongs to: null when the token is missing, invalid, expired, of a deleted
 * customer, or older than the customer's last password change.
 */
export async function customerForToken(db: Queryable, config: Pick<CommerceConfig, 'authSecret'>, token: unknown, now: Date): Promise<CustomerRow | null> {
  const claims = verifyAccessToken(config, token, now);
  if (!claims) return null;
  const customer = await customerById(db, claims.sub);
  if (!customer) return null;
  if (customer.tokens_valid_after && claims.iat * 1000 < new Date(customer.tokens_valid_after).getTime() - 999) return null;
  return customer;
}

/** The token's customer, or ApiError 401 `NOT_AUTHORIZED`. */
export async function requireCustomer(db: Queryable, config: Pick<CommerceConfig, 'authSecret'>, token: unknown, now: Date): Promise<CustomerRow> {
  const customer = await customerForToken(db, config, token, now);
  if (!customer) throw new ApiError(401, NOT_AUTHORIZED);
  return customer;
}

/**
 * The group token handed to the client with the profile (spec: groupToken): proves the group id when the
 * client sends it back (search with price tiers, render-list). `v1.<group>.<HMAC>`.
 */
export function issueGroupToken(config: Pick<CommerceConfig, 'authSecret'>, groupId: number): string {
  const body = `g1.${groupId}`;
  return `${body}.${b64(sign(config.authSecret, body))}`;
}

/** The group id a group token proves, or null. */
export function verifyGroupToken(config: Pick<CommerceConfig, 'authSecret'>, token: unknown): number | null {
  if (typeof token !== 'string') return null;
  const match = /^g1\.(\d{1,9})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const expected = sign(config.authSecret, `g1.${match[1]}`);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(match[1]) : null;
}
