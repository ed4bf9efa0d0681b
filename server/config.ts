import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StoreView } from '../src/kernel/store-view/types';
import { configureStoreViews } from '../src/app/store-views';
import { CommerceConfigError, loadCommerceConfig, type CommerceConfig } from './commerce/config';
import { loadMediaConfig, MediaConfigError, type MediaConfig } from './media/config';

/** A setting the server cannot start with. Its message is one line meant for the operator, no stack. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Everything the server reads from its environment, validated. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (exists after `loadConfig`). */
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded database under `dataDir`. */
  databaseUrl: string | null;
  /**
   * A PostgreSQL replica for read-only catalogue queries (DATABASE_READ_URL, ADR 0072); only with DATABASE_URL.
   * Everything a shopper writes and reads back (carts, accounts, orders) stays on the primary.
   */
  databaseReadUrl?: string;
  /**
   * Redis for several instances (REDIS_URL, ADR 0074): a shared output cache behind each instance's memory and
   * invalidations over pub/sub besides PostgreSQL's NOTIFY. Only with DATABASE_URL. `keyPrefix` (REDIS_KEY_PREFIX,
   * default `ap24:`) starts every key and the channel, so several shops can share one Redis.
   */
  redis?: { url: string; keyPrefix: string };
  /** How long a SIGTERM waits for requests in flight before the process exits anyway (SHUTDOWN_TIMEOUT_MS, default 10 s). */
  shutdownTimeoutMs?: number;
  /** The raw STORE_VIEW_DOMAINS value, passed to the browser so it resolves views like the server. */
  storeViewDomains: string | undefined;
  /** The seven views with STORE_VIEW_DOMAINS applied. */
  storeViews: readonly StoreView[];
  version: string;
  /** Key of `/api/invalidate` (CACHE_INVALIDATE_KEY); unset means invalidation is refused. */
  cacheInvalidateKey: string | undefined;
  /**
   * Which proxies to believe about the client address (TRUST_PROXY: 'true', or proxy addresses/CIDRs
   * comma-separated); false by default. Login rate limits per address need it behind a reverse proxy.
   */
  trustProxy: boolean | string;
  /** Tokens, CORS, payment providers (server/commerce/config.ts). */
  commerce: CommerceConfig;
  /**
   * Load-shedding bounds set in the environment (MAX_PAGE_RENDERS, MAX_SEARCHES, MAX_EVENT_LOOP_DELAY_MS with 0 =
   * off); the rest are server/load-shedding.ts defaults.
   */
  limits?: { pageRenders?: number; searches?: number; maxEventLoopDelayMs?: number };
  /** Product photos: MEDIA_DIR, MEDIA_CACHE_DIR and the image limits (server/media/config.ts); none means illustrations only. */
  media?: MediaConfig;
  /**
   * How the storefront reads the catalogue (SERVER_API_TYPE `api`, the default, or `graphql`) and, for `graphql`,
   * where the GraphQL API is (GRAPHQL_HOST, GRAPHQL_PORT, GRAPHQL_PROTOCOL; no host: this server's `/graphql`).
   */
  serverApi?: ServerApiConfig;
}

/** The server API type and GraphQL host the storefront is configured with (passed to the browser). */
export interface ServerApiConfig {
  type: 'api' | 'graphql';
  host?: string;
  port?: number;
  protocol?: string;
}

/** Reads SERVER_API_TYPE and the GraphQL host settings. */
export function parseServerApi(env: Record<string, string | undefined>): ServerApiConfig {
  const type = env.SERVER_API_TYPE?.trim() || 'api';
  if (type !== 'api' && type !== 'graphql') throw new ConfigError(`SERVER_API_TYPE must be api or graphql, got "${type}"`);
  const host = env.GRAPHQL_HOST?.trim();
  const rawPort = env.GRAPHQL_PORT?.trim();
  const port = rawPort ? Number(rawPort) : undefined;
  if (port !== undefined && (!/^\d+$/.test(rawPort ?? '') || port < 1 || port > 65535)) throw new ConfigError(`GRAPHQL_PORT must be a whole number from 1 to 65535, got "${rawPort}"`);
  const protocol = env.GRAPHQL_PROTOCOL?.trim();
  if (protocol && protocol !== 'http' && protocol !== 'https') throw new ConfigError(`GRAPHQL_PROTOCOL must be http or https, got "${protocol}"`);
  return { type, ...(host ? { host } : {}), ...(port ? { port } : {}), ...(protocol ? { protocol } : {}) };
}

type Env = Record<string, string | undefined>;

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

function parseDatabaseUrl(raw: string | undefined, name = 'DATABASE_URL'): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL (expected postgres://user:password@host:5432/database)`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`${name} must start with postgres:// or postgresql://, got "${url.protocol}//"`);
  }
  return raw;
}

/** The Redis settings, or undefined without REDIS_URL. */
export function parseRedis(env: Env, databaseUrl: string | null): ServerConfig['redis'] {
  const raw = env.REDIS_URL?.trim();
  if (!raw) {
    if (env.REDIS_KEY_PREFIX?.trim()) throw new ConfigError('REDIS_KEY_PREFIX needs REDIS_URL');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('REDIS_URL is not a URL (expected redis://[:password@]host:6379[/db] or rediss:// for TLS)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${url.protocol}//"`);
  if (!url.hostname) throw new ConfigError('REDIS_URL has no host (expected redis://host:6379)');
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d{1,2}$/.test(db)) throw new ConfigError(`REDIS_URL's database must be a number (redis://host:6379/0), got "/${db}"`);
  if (!databaseUrl) throw new ConfigError('REDIS_URL needs DATABASE_URL (Redis is shared by several instances on one PostgreSQL; the embedded database is one process)');
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'ap24:';
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) throw new ConfigError(`REDIS_KEY_PREFIX must be 1-64 letters, digits or : _ . -, got "${env.REDIS_KEY_PREFIX}"`);
  return { url: raw, keyPrefix };
}

function prepareDataDir(raw: string | undefined, cwd: string): string {
  const dir = resolve(cwd, raw === undefined || raw.trim() === '' ? './var' : raw);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unknown error';
    throw new ConfigError(`DATA_DIR "${dir}" cannot be created (${reason})`);
  }
  return dir;
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^[0-9a-fA-F.:/,\s]+$/.test(value)) throw new ConfigError(`TRUST_PROXY must be true or proxy addresses, got "${raw}"`);
  return value;
}

/** A positive whole number from the environment, or undefined when unset. */
function parseLimit(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < 1 || value > 10_000) throw new ConfigError(`${name} must be a whole number from 1 to 10000, got "${raw}"`);
  return value;
}

function parseLimits(env: Env): ServerConfig['limits'] {
  const pageRenders = parseLimit('MAX_PAGE_RENDERS', env.MAX_PAGE_RENDERS);
  const searches = parseLimit('MAX_SEARCHES', env.MAX_SEARCHES);
  // 0 turns the event-loop check off (a test machine loaded by other work is late without being overloaded).
  const delay = env.MAX_EVENT_LOOP_DELAY_MS?.trim() === '0' ? 0 : parseLimit('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS);
  return { ...(pageRenders ? { pageRenders } : {}), ...(searches ? { searches } : {}), ...(delay !== undefined ? { maxEventLoopDelayMs: delay } : {}) };
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** Reads and validates the environment; creates DATA_DIR. Throws `ConfigError` with a one-line message. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = parsePort(env.PORT);
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL);
  const databaseReadUrl = parseDatabaseUrl(env.DATABASE_READ_URL, 'DATABASE_READ_URL');
  if (databaseReadUrl && !databaseUrl) throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL (the primary that every write goes to)');
  const redis = parseRedis(env, databaseUrl);
  const shutdownRaw = env.SHUTDOWN_TIMEOUT_MS?.trim();
  const shutdownTimeoutMs = shutdownRaw ? Number(shutdownRaw) : undefined;
  if (shutdownTimeoutMs !== undefined && !(Number.isInteger(shutdownTimeoutMs) && shutdownTimeoutMs >= 0 && shutdownTimeoutMs <= 600_000)) {
    throw new ConfigError(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 0 to 600000, got "${shutdownRaw}"`);
  }
  let storeViews: readonly StoreView[];
  try {
    storeViews = configureStoreViews(env);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigError(`STORE_VIEW_DOMAINS is invalid: ${message}`);
  }
  let commerce: CommerceConfig;
  try {
    commerce = loadCommerceConfig(env);
  } catch (error) {
    if (error instanceof CommerceConfigError) throw new ConfigError(error.message);
    throw error;
  }
  const dataDir = prepareDataDir(env.DATA_DIR, cwd);
  let media: MediaConfig;
  try {
    media = loadMediaConfig(env, dataDir, cwd);
  } catch (error) {
    if (error instanceof MediaConfigError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    ...(databaseReadUrl ? { databaseReadUrl } : {}),
    ...(redis ? { redis } : {}),
    ...(shutdownTimeoutMs !== undefined ? { shutdownTimeoutMs } : {}),
    storeViewDomains: env.STORE_VIEW_DOMAINS?.trim() || undefined,
    storeViews,
    version: readVersion(),
    cacheInvalidateKey: env.CACHE_INVALIDATE_KEY?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    commerce,
    limits: parseLimits(env),
    media,
    serverApi: parseServerApi(env),
  };
}
