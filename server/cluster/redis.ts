/**
 * Redis beside PostgreSQL for several instances (REDIS_URL, ADR 0074): the shared output cache (the second
 * tier behind each instance's memory, server/cache/redis-tier.ts) and an invalidation channel over Redis
 * pub/sub, next to PostgreSQL's LISTEN/NOTIFY (which stays: the product triggers speak only there).
 *
 * Who drops what: an instance that invalidates (`/api/invalidate`, the special-price job, a notification heard
 * from PostgreSQL, the catalogue watch) drops the tags from its memory and from the shared tier, then publishes;
 * an instance that hears a Redis message drops them from its memory only (the sender has done the shared tier).
 * Two connections: commands (bounded, no offline queue) and the subscription.
 */
import type { Redis } from 'ioredis';
import { bounded, closeRedis, openRedis } from '../cache/redis-client';
import { createRedisTier } from '../cache/redis-tier';
import { createTieredCache } from '../cache/tiered';
import type { OutputCache } from '../cache/output-cache';
import type { TieredOutputCache } from '../cache/tiered';
import { parseInvalidation } from './invalidation';
import type { Invalidation } from './invalidation';

/** Options of `startRedisServices`. */
export interface RedisServicesOptions {
  /** REDIS_URL. */
  url: string;
  /** REDIS_KEY_PREFIX: every key and the channel start with it. */
  prefix: string;
  /** This instance (its own messages are not acted on twice). */
  holder: string;
  /** The instance's memory cache: the first tier. */
  local: OutputCache;
  /** A command's bound (default `REDIS_COMMAND_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Whether this instance hears every invalidation now (its PostgreSQL listener is up); see `createRedisTier`. */
  hearing?: () => boolean;
  log?: (line: string) => void;
}

/** The running Redis side of an instance. */
export interface RedisServices {
  /** Memory, then Redis. */
  cache: TieredOutputCache;
  /** The channel's name (`<prefix>invalidate`). */
  channel: string;
  /** Tells the other instances to drop `tags` (`['*']`: everything), once this instance's shared-tier writes are done. Never rejects. */
  publish(tags: readonly string[]): Promise<void>;
  /** Resolves once subscribed (tests; a start does not wait for it). */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

interface Message {
  from: string;
  tags: string[];
}

function readMessage(raw: string): Message | null {
  try {
    const parsed = JSON.parse(raw) as Partial<Message>;
    if (typeof parsed.from !== 'string' || !Array.isArray(parsed.tags)) return null;
    return { from: parsed.from, tags: parsed.tags.filter((tag): tag is string => typeof tag === 'string') };
  } catch {
    return null;
  }
}

export function startRedisServices(options: RedisServicesOptions): RedisServices {
  const log = options.log ?? ((line: string) => console.log(line));
  const channel = `${options.prefix}invalidate`;
  const commands: Redis = openRedis(options.url, { role: 'commands', log });
  const subscriber: Redis = openRedis(options.url, { role: 'subscriber', log });
  const tier = createRedisTier(commands, {
    prefix: options.prefix,
    log,
    ...(options.hearing ? { hearing: options.hearing } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const cache = createTieredCache(options.local, tier);

  const apply = (invalidation: Invalidation): void => {
    if (invalidation.all) cache.clearLocal();
    else cache.invalidateLocal(invalidation.tags);
  };
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = readMessage(raw);
    if (!message || message.from === options.holder) return;
    apply(parseInvalidation(message.tags.join(',')));
  });
  let readyOnce = false;
  subscriber.on('ready', () => {
    // Messages sent while this instance was not subscribed are lost: forget what memory holds, once.
    if (readyOnce) cache.clearLocal();
    readyOnce = true;
  });
  // Queued until the connection is up (the subscriber keeps an offline queue); resubscribed after reconnections.
  const subscribed = subscriber.subscribe(channel).then(
    () => {},
    (error: unknown) => log(`Redis subscription to ${channel} failed: ${error instanceof Error ? error.message : String(error)}`),
  );

  return {
    cache,
    channel,
    subscribed,
    async publish(tags) {
      await tier.settled();
      try {
        await bounded(commands.publish(channel, JSON.stringify({ from: options.holder, tags: [...tags] })), options.timeoutMs);
      } catch {
        // Logged by the connection; PostgreSQL's NOTIFY carries the same invalidation.
      }
    },
    async close() {
      tier.stop();
      await tier.settled();
      closeRedis(subscriber);
      closeRedis(commands);
    },
  };
}
