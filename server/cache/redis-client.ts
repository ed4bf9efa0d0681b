/**
 * Redis connections of the shared output cache and the invalidation channel (REDIS_URL, ADR 0074). Redis is
 * an accelerator, never a dependency: commands are bounded (`bounded`, `REDIS_COMMAND_TIMEOUT_MS`), nothing is queued
 * while the connection is down (a command then fails at once and the caller carries on without Redis), and
 * the client reconnects by itself with growing waits. Its state changes are logged once each, not per retry.
 */
import { Redis } from 'ioredis';

/** The longest a command may take before the caller gives up on it (and on Redis for a while); see `bounded`. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/**
 * The client's own timeout, a backstop that frees commands a hung Redis never answers. Generous: it cannot tell a
 * slow Redis from this process being busy (a page render holding the event loop), which `bounded` can.
 */
const CLIENT_COMMAND_TIMEOUT_MS = 10_000;
/** The longest a connection attempt may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** The first wait before reconnecting; it doubles up to `REDIS_RETRY_MAX_MS`. */
export const REDIS_RETRY_FIRST_MS = 500;
export const REDIS_RETRY_MAX_MS = 10_000;

const closing = new WeakSet<Redis>();

/** What a connection is for: commands (bounded, no offline queue) or a subscription (SUBSCRIBE waits for the connection). */
export type RedisRole = 'commands' | 'subscriber';

/** Options of `openRedis`. */
export interface OpenRedisOptions {
  role: RedisRole;
  /** Where state changes go (default console). */
  log?: (line: string) => void;
}

/** The URL without its password, for messages. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || ('code' in error ? String(error.code) : error.name);
  return String(error);
}

/**
 * A connection to `url`; it connects in the background (a start never waits for Redis) and logs "unavailable"
 * once per outage and "connected" when it is ready again.
 */
export function openRedis(url: string, options: OpenRedisOptions): Redis {
  const log = options.log ?? ((line: string) => console.log(line));
  const commands = options.role === 'commands';
  const client = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    // A command sent while Redis is away fails at once instead of waiting for a reconnection in a queue.
    enableOfflineQueue: !commands,
    // Commands in flight when the connection drops fail at once too (the caller serves without Redis).
    maxRetriesPerRequest: commands ? 0 : null,
    ...(commands ? { commandTimeout: CLIENT_COMMAND_TIMEOUT_MS } : {}),
    retryStrategy: (times) => Math.min(REDIS_RETRY_FIRST_MS * 2 ** Math.min(times - 1, 10), REDIS_RETRY_MAX_MS),
    connectionName: `ap24-${options.role}`,
  });
  let down = false;
  const where = redactRedisUrl(url);
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    log(`Redis ${where} (${options.role}) unavailable: ${reasonOf(error)}; serving without it and reconnecting`);
  });
  // A connection closed by the server (a restart) says so without an error.
  client.on('close', () => {
    if (down || closing.has(client)) return;
    down = true;
    log(`Redis ${where} (${options.role}) connection closed; serving without it and reconnecting`);
  });
  client.on('ready', () => {
    if (down) log(`Redis ${where} (${options.role}) connected again`);
    down = false;
  });
  return client;
}

/**
 * `work`, or a rejection once `ms` have passed without an answer. Time this process spent busy does not count
 * against Redis: when the timer fires, an answer that arrived meanwhile is read in the same turn of the event
 * loop (its poll phase comes before `setImmediate`), so the verdict waits for that. A render that holds the loop
 * for 300 ms does not make a Redis that answered in 1 ms "slow".
 */
export function bounded<T>(work: Promise<T>, ms: number = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new Error(`Redis did not answer within ${ms} ms`));
      });
    }, ms);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Closes a connection without waiting for a Redis that may be gone. */
export function closeRedis(client: Redis): void {
  closing.add(client);
  client.disconnect(false);
}
