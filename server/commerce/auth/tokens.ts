/**
 * Access tokens and group tokens: JSON Web Tokens signed and verified by `jose` (HS256 with `authSecret`,
 * the algorithm pinned on verification, so `alg: none`, another algorithm or another spelling of a
 * signature is refused). An access token is short-lived and carries `{sub, grp, ver, iat, exp}`; `ver`
 * is the customer's `token_version`, raised by a password change or reset, which ends every session at
 * once. Refresh tokens are opaque and stored (server/commerce/users).
 */
import type { JWTPayload } from 'jose';
import type { Queryable } from '../../storage/port';
import type { CommerceConfig } from '../config';
import { ApiError } from '../../api/errors';

/** jose, loaded by the first token signed or checked: the first page needs none (ADR 0035, warm start). */
const jose = () => import('jose');

/** What an access token says. */
export interface AccessClaims {
  /** Customer id. */
  sub: number;
  /** Customer group id. */
  grp: number;
  /** The customer's token version when the token was issued (sessions end when it rises). */
  ver: number;
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
  /** Raised by every password change and reset: access and refresh tokens of older versions are refused. */
  token_version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The answer to a missing, expired or invalid token (HTTP 401; the client refreshes, then logs out). */
export const NOT_AUTHORIZED = 'User is not authorized to access the resource.';

/** The only algorithm signed and accepted. */
export const TOKEN_ALGORITHM = 'HS256';
/** Audiences keep the two kinds apart: a group token is never an access token. */
const ACCESS_AUDIENCE = 'customer';
const GROUP_AUDIENCE = 'customer-group';
/** Longer strings are refused before any parsing. */
const MAX_TOKEN_LENGTH = 1024;

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const COMPACT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * True when every part of a compact JWS is the one canonical base64url spelling of its bytes. jose decodes
 * with the platform's forgiving base64 (atob), which accepts `=` padding and ignores the unused low bits of
 * the last character, so `...Q` and `...R` would both pass as one signature: one token, one spelling.
 */
function isCanonical(token: string): boolean {
  return COMPACT.test(token) && token.split('.').every((part) => Buffer.from(part, 'base64url').toString('base64url') === part);
}

/** The payload of a genuine token of `audience`, or null (never throws). */
async function verified(secret: string, token: unknown, audience: string, now?: Date): Promise<JWTPayload | null> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !isCanonical(token)) return null;
  const { errors, jwtVerify } = await jose();
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [TOKEN_ALGORITHM],
      audience,
      typ: 'JWT',
      ...(now ? { currentDate: now, requiredClaims: ['sub', 'iat', 'exp'] } : { requiredClaims: ['sub'] }),
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** A new access token for the customer, valid for `accessTokenTtlSeconds` from `now`. */
export async function issueAccessToken(
  config: Pick<CommerceConfig, 'authSecret' | 'accessTokenTtlSeconds'>,
  customer: { id: number; group_id: number; token_version?: number },
  now: Date,
): Promise<string> {
  const iat = seconds(now);
  const { SignJWT } = await jose();
  return new SignJWT({ grp: customer.group_id, ver: customer.token_version ?? 0 })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(customer.id))
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + config.accessTokenTtlSeconds)
    .sign(keyOf(config.authSecret));
}

/** The claims of a genuine, unexpired access token; null for anything else (never throws). */
export async function verifyAccessToken(config: Pick<CommerceConfig, 'authSecret'>, token: unknown, now: Date): Promise<AccessClaims | null> {
  const payload = await verified(config.authSecret, token, ACCESS_AUDIENCE, now);
  if (!payload || typeof payload.sub !== 'string' || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null;
  const { grp, ver, iat, exp } = payload;
  if (!isCount(grp) || !isCount(ver) || !isCount(iat) || !isCount(exp)) return null;
  return { sub: Number(payload.sub), grp, ver, iat, exp };
}

const CUSTOMER_COLUMNS = 'id, email, firstname, lastname, group_id, store_id, website_id, custom_attributes, token_version, created_at, updated_at';

/** The customer with this id, or null. */
export async function customerById(db: Queryable, id: number): Promise<CustomerRow | null> {
  const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customer WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The customer a token belongs to: null when the token is missing, invalid, expired, of a deleted
 * customer, or of an older token version (a password change or reset since it was issued).
 */
export async function customerForToken(db: Queryable, config: Pick<CommerceConfig, 'authSecret'>, token: unknown, now: Date): Promise<CustomerRow | null> {
  const claims = await verifyAccessToken(config, token, now);
  if (!claims) return null;
  const customer = await customerById(db, claims.sub);
  if (!customer || customer.token_version !== claims.ver) return null;
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
 * client sends it back (search with price tiers, render-list). A JWT of its own audience that does not expire.
 */
export async function issueGroupToken(config: Pick<CommerceConfig, 'authSecret'>, groupId: number): Promise<string> {
  const { SignJWT } = await jose();
  return new SignJWT({})
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
    .setSubject(String(groupId))
    .setAudience(GROUP_AUDIENCE)
    .sign(keyOf(config.authSecret));
}

/** The group id a group token proves, or null. */
export async function verifyGroupToken(config: Pick<CommerceConfig, 'authSecret'>, token: unknown): Promise<number | null> {
  const payload = await verified(config.authSecret, token, GROUP_AUDIENCE);
  return typeof payload?.sub === 'string' && /^\d{1,9}$/.test(payload.sub) ? Number(payload.sub) : null;
}
