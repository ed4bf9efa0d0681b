import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redactRedisUrl } from '../cache/redis-client';

/** The Redis server of the test suites: TEST_REDIS_URL, else the project machines' local one. */
export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A key prefix of `ap24test:<tag>:<pid>:<random>:`, unique across parallel workers and runs (suites never FLUSHALL). */
export function uniqueRedisPrefix(tag: string): string {
  const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 24) || 'suite';
  return `ap24test:${slug}:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/**
 * Checks that the test Redis answers and gives the suite a fresh key prefix; `drop` deletes the prefix's keys.
 * An unreachable Redis fails the suite with what to do, as the PostgreSQL suites do (server/testing/postgres-schema.ts).
 */
export async function openRedisPrefix(tag: string, url = testRedisUrl()): Promise<{ url: string; prefix: string; admin: Redis; drop: () => Promise<void> }> {
  const admin = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  admin.on('error', () => {});
  try {
    await admin.connect();
    await admin.ping();
  } catch (error) {
    admin.disconnect();
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new Error(`The test Redis at ${redactRedisUrl(url)} is unreachable (${reason}): start it (redis-server) or set TEST_REDIS_URL`, { cause: error });
  }
  const prefix = uniqueRedisPrefix(tag);
  return {
    url,
    prefix,
    admin,
    drop: async () => {
      await deleteKeys(admin, prefix);
      admin.disconnect();
    },
  };
}

async function deleteKeys(admin: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await admin.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Deletes the keys under `prefix` (what a journey's instances left in Redis). */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const admin = new Redis(url, { connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  admin.on('error', () => {});
  try {
    await deleteKeys(admin, prefix);
  } finally {
    admin.disconnect();
  }
}
