/**
 * Commerce settings from the environment: token lifetimes, the secret that signs access tokens, CORS
 * origins and the payment providers' keys. A provider without keys runs in sandbox mode (a page on this
 * server approves or cancels), so the demo shop can be paid end to end with no internet and no secrets.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../storage/port';

type Env = Record<string, string | undefined>;

/** Bank link through MakeCommerce (Maksekeskus): shop id and secret key of the shop's account. */
export interface MakeCommerceConfig {
  apiUrl: string;
  shopId: string;
  secretKey: string;
}

/** PayPal REST (orders v2): client id and secret of the shop's app. */
export interface PaypalConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Stripe: the secret key (server) and the publishable key (handed to the browser). */
export interface StripeConfig {
  apiUrl: string;
  secretKey: string;
  publishableKey: string;
}

/** Everything the commerce API reads from configuration. */
export interface CommerceConfig {
  /** HMAC key of access tokens and group tokens (AUTH_SECRET, else generated once and kept in the database). */
  authSecret: string;
  /** Lifetime of an access token (ACCESS_TOKEN_TTL seconds, default 900). */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token (REFRESH_TOKEN_TTL seconds, default 30 days). */
  refreshTokenTtlSeconds: number;
  /** Origin of links in e-mails and provider return URLs (PUBLIC_URL); null: taken from each request. */
  publicUrl: string | null;
  /** Origins allowed to call the API from other sites (CORS_ORIGINS, comma-separated); empty: none. */
  corsOrigins: readonly string[];
  /** Key of the support endpoints such as the outbox viewer (OPS_KEY, at least 16 characters); null: they do not exist. */
  opsKey: string | null;
  /** Provider settings; null means the provider's sandbox on this server when `sandbox` allows it, else not offered. */
  payments: PaymentsConfig;
}

/** The payment providers' keys and whether providers without keys run in the sandbox. */
export interface PaymentsConfig {
  makecommerce: MakeCommerceConfig | null;
  paypal: PaypalConfig | null;
  stripe: StripeConfig | null;
  /**
   * Providers without keys run in the sandbox on this server (test payments that anyone can approve):
   * PAYMENTS_SANDBOX=true|false, else on unless NODE_ENV=production. Off, a method without keys is not offered.
   */
  sandbox: boolean;
}

/** A payment provider of the shop. */
export type PaymentProvider = 'makecommerce' | 'paypal' | 'stripe';

/** How a provider runs: 'live' with its keys, 'sandbox' without keys while the sandbox is on, null: not offered. */
export function providerMode(payments: PaymentsConfig, provider: PaymentProvider): 'live' | 'sandbox' | null {
  if (payments[provider]) return 'live';
  return payments.sandbox ? 'sandbox' : null;
}

/** The providers running in the sandbox (said loudly at start-up). */
export function sandboxProviders(payments: PaymentsConfig): PaymentProvider[] {
  return (['makecommerce', 'paypal', 'stripe'] as const).filter((provider) => providerMode(payments, provider) === 'sandbox');
}

function sandboxSwitch(env: Env): boolean {
  const raw = env.PAYMENTS_SANDBOX?.trim().toLowerCase();
  if (!raw) return env.NODE_ENV?.trim() !== 'production';
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new CommerceConfigError(`PAYMENTS_SANDBOX must be true or false, got "${env.PAYMENTS_SANDBOX}"`);
}

/** A commerce setting the server cannot start with (message for the operator). */
export class CommerceConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommerceConfigError';
  }
}

const DEFAULT_ACCESS_TTL = 900;
const DEFAULT_REFRESH_TTL = 30 * 24 * 3600;

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new CommerceConfigError(`${name} must be a whole number of seconds, got "${raw}"`);
  return Number(raw);
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CommerceConfigError(`${name} must be a URL such as https://shop.example, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CommerceConfigError(`${name} must start with http:// or https://, got "${raw}"`);
  return url.origin;
}

function apiUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const url = origin(name, raw);
  // Keep a path prefix (fakes in tests mount the provider's API under one).
  const path = new URL(raw).pathname.replace(/\/+$/, '');
  return url + path;
}

/** Both or neither: half a provider's keys is a configuration mistake, not a sandbox. */
function keys(env: Env, names: readonly string[]): string[] | null {
  const values = names.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set === 0) return null;
  if (set < names.length) {
    const missing = names.filter((_, i) => !values[i]);
    throw new CommerceConfigError(`${missing.join(', ')} must be set together with ${names.filter((_, i) => values[i]).join(', ')}`);
  }
  return values;
}

/** Reads the commerce settings; `authSecret` is '' when AUTH_SECRET is unset (see `resolveSecrets`). */
export function loadCommerceConfig(env: Env = process.env): CommerceConfig {
  const mc = keys(env, ['MAKECOMMERCE_SHOP_ID', 'MAKECOMMERCE_SECRET_KEY']);
  const pp = keys(env, ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']);
  const st = keys(env, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']);
  const secret = env.AUTH_SECRET?.trim() ?? '';
  if (secret && secret.length < 32) throw new CommerceConfigError('AUTH_SECRET must be at least 32 characters');
  const publicUrl = env.PUBLIC_URL?.trim();
  const opsKey = env.OPS_KEY?.trim() || null;
  if (opsKey && opsKey.length < 16) throw new CommerceConfigError('OPS_KEY must be at least 16 characters');
  return {
    opsKey,
    authSecret: secret,
    accessTokenTtlSeconds: seconds(env, 'ACCESS_TOKEN_TTL', DEFAULT_ACCESS_TTL),
    refreshTokenTtlSeconds: seconds(env, 'REFRESH_TOKEN_TTL', DEFAULT_REFRESH_TTL),
    publicUrl: publicUrl ? origin('PUBLIC_URL', publicUrl) : null,
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => origin('CORS_ORIGINS', o)),
    payments: {
      makecommerce: mc ? { apiUrl: apiUrl(env, 'MAKECOMMERCE_API_URL', 'https://api.maksekeskus.ee'), shopId: mc[0]!, secretKey: mc[1]! } : null,
      paypal: pp ? { apiUrl: apiUrl(env, 'PAYPAL_API_URL', 'https://api-m.sandbox.paypal.com'), clientId: pp[0]!, clientSecret: pp[1]! } : null,
      stripe: st ? { apiUrl: apiUrl(env, 'STRIPE_API_URL', 'https://api.stripe.com'), secretKey: st[0]!, publishableKey: st[1]! } : null,
      sandbox: sandboxSwitch(env),
    },
  };
}

/**
 * The secret called `name` kept in the database, created (random, 48 bytes) on first use. Concurrent
 * first uses on one PostgreSQL agree: the first insert wins and everyone reads it back.
 */
export async function storedSecret(db: Queryable, name: string): Promise<string> {
  await db.query('INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(48).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM app_secret WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`Secret ${name} could not be stored`);
  return value;
}

/** The config with AUTH_SECRET filled from the database when the environment has none. */
export async function resolveSecrets(config: CommerceConfig, db: Queryable): Promise<CommerceConfig> {
  return config.authSecret ? config : { ...config, authSecret: await storedSecret(db, 'auth') };
}

/** Settings for tests: a fixed secret, default lifetimes, no CORS origins, every provider in sandbox mode. */
export function testCommerceConfig(overrides: Partial<CommerceConfig> = {}): CommerceConfig {
  return {
    ...loadCommerceConfig({ PAYMENTS_SANDBOX: 'true' }),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    publicUrl: 'http://shop.test',
    ...overrides,
  };
}
