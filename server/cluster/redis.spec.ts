import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invalidateRoutes } from '../api/invalidate';
import type { ApiDeps } from '../api/deps';
import { addCacheTags, registerOutputCache } from '../cache/fastify';
import { cacheKey, createOutputCache } from '../cache/output-cache';
import type { OutputCache } from '../cache/output-cache';
import { encodeForCache, pickEncoding } from '../compression';
import { openRedisPrefix } from '../testing/redis';
import type { Redis } from 'ioredis';
import { migrate } from '../storage/migrate';
import type { Database } from '../storage/port';
import { openPostgresSchema, testDatabaseUrl } from '../testing/postgres-schema';
import { testDatabaseKinds } from '../testing/databases';
import { startInstanceServices } from './instance';
import type { InstanceServices } from './instance';
import { publishInvalidation } from './invalidation';
import { startRedisServices } from './redis';
import type { RedisServices } from './redis';

/** Polls `check` until it answers true (at most `ms`): these conditions arrive over the network. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const KEY = 'invalidate-key';
const HOST = 'shop.localhost';

/** One app instance: its memory cache, its Redis side and a Fastify app with pages that count their renders. */
interface Instance {
  name: string;
  app: FastifyInstance;
  local: OutputCache;
  redis: RedisServices;
  renders: Map<string, number>;
  logs: string[];
  /** Gates of `/slow/:id`: the render waits until its gate is opened. */
  gates: Map<string, () => void>;
}

const instances: Instance[] = [];

/** A command bound that a loaded test machine cannot trip (the bound itself is tested in server/cache/redis-tier.spec.ts). */
const PATIENT_MS = 5000;

async function startInstance(name: string, url: string, prefix: string, timeoutMs = PATIENT_MS): Promise<Instance> {
  const local = createOutputCache();
  const logs: string[] = [];
  // Hearing every invalidation (as an instance whose PostgreSQL listener is up): instances started later keep
  // what Redis holds.
  const redis = startRedisServices({ url, prefix, holder: name, local, log: (line) => logs.push(line), hearing: () => true, timeoutMs });
  const renders = new Map<string, number>();
  const gates = new Map<string, () => void>();
  const app = Fastify();
  registerOutputCache(app, redis.cache, {
    isCacheable: (request) => !request.url.startsWith('/api/invalidate'),
    encode: encodeForCache,
    pickEncoding,
  });
  const page = (id: string) => {
    const n = (renders.get(id) ?? 0) + 1;
    renders.set(id, n);
    // Over the compression threshold, so the cache keeps compressed forms.
    return `<html><body><h1>Product ${id}</h1>${'<p>brake pads and discs</p>'.repeat(80)}</body></html>`;
  };
  app.get('/page/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    addCacheTags(reply, [`P${id}`, 'product']);
    return reply.type('text/html; charset=utf-8').send(page(id));
  });
  app.get('/slow/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    await new Promise<void>((resolve) => gates.set(id, resolve));
    addCacheTags(reply, [`P${id}`, 'product']);
    return reply.type('text/html; charset=utf-8').send(page(id));
  });
  await invalidateRoutes({ cache: redis.cache, key: KEY, broadcast: redis.publish })(app, {} as ApiDeps);
  await app.ready();
  const instance = { name, app, local, redis, renders, logs, gates };
  instances.push(instance);
  return instance;
}

const get = (instance: Instance, url: string, headers: Record<string, string> = {}) => instance.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
const entryKey = (prefix: string, url: string) => `${prefix}e:${cacheKey({ method: 'GET', host: HOST, url })}`;

afterEach(async () => {
  for (const instance of instances.splice(0)) {
    await instance.app.close();
    await instance.redis.close();
  }
});

describe('several instances sharing Redis (ADR 0074)', () => {
  let url: string;
  let prefix: string;
  let admin: Redis;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ url, prefix, admin, drop } = await openRedisPrefix('redis'));
  });
  afterAll(async () => {
    await drop?.();
  });

  /** Instances connected to Redis and subscribed (one per name, in order). */
  async function started<Names extends string[]>(...names: Names): Promise<{ [K in keyof Names]: Instance }> {
    const list = await Promise.all(names.map((name) => startInstance(name, url, prefix)));
    for (const instance of list) {
      await instance.redis.cache.shared.ready();
      await instance.redis.subscribed;
    }
    return list as { [K in keyof Names]: Instance };
  }

  it('serves a page cached by A as a hit on B, which never rendered it, and its compressed bytes on C', async () => {
    const [a, b] = await started('a', 'b');
    const first = await get(a, '/page/1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-vs-cache']).toBe('Miss');
    await a.redis.cache.shared.settled();

    const onB = await get(b, '/page/1');
    expect(onB.statusCode).toBe(200);
    expect(onB.headers['x-vs-cache']).toBe('Hit');
    expect(onB.body).toBe(first.body);
    expect(onB.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(b.renders.get('1')).toBeUndefined();
    // B keeps it in memory: the next hit does not ask Redis.
    expect(b.redis.cache.stats()).toMatchObject({ sharedHits: 1, entries: 1 });
    await get(b, '/page/1');
    expect(b.redis.cache.stats().sharedHits).toBe(1);

    // A's first reuse compresses the page once and shares the compressed forms.
    await get(a, '/page/1');
    await until(async () => (await admin.hexists(entryKey(prefix, '/page/1'), 'br')) === 1, 'the shared entry to get its br form');
    const [c] = await started('c');
    const onC = await get(c, '/page/1', { 'accept-encoding': 'br' });
    expect(onC.headers['x-vs-cache']).toBe('Hit');
    expect(onC.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(onC.rawPayload).toString()).toBe(first.body);
    expect(c.renders.size).toBe(0);
  });

  it("drops an invalidation made through A from B's memory and from Redis", async () => {
    const [a, b] = await started('a', 'b');
    await get(a, '/page/2');
    await get(a, '/page/3');
    await a.redis.cache.shared.settled();
    expect((await get(b, '/page/2')).headers['x-vs-cache']).toBe('Hit');
    expect((await get(b, '/page/3')).headers['x-vs-cache']).toBe('Hit');
    expect(b.local.stats().entries).toBe(2);

    const answer = await get(a, `/api/invalidate?tag=P2&key=${KEY}`);
    expect(answer.statusCode).toBe(200);
    await until(() => b.local.stats().entries === 1, "B's memory to drop P2");
    // Neither B's memory nor Redis has it: B renders it itself; P3 is still shared.
    const again = await get(b, '/page/2');
    expect(again.headers['x-vs-cache']).toBe('Miss');
    expect(b.renders.get('2')).toBe(1);
    expect((await get(b, '/page/3')).headers['x-vs-cache']).toBe('Hit');

    // Everything (tag=*) through B: A's memory and Redis forget P3 too.
    await b.redis.cache.shared.settled();
    expect((await get(b, `/api/invalidate?tag=*&key=${KEY}`)).statusCode).toBe(200);
    await until(() => a.local.stats().entries === 0, "A's memory to be cleared");
    const [c] = await started('c');
    expect((await get(c, '/page/3')).headers['x-vs-cache']).toBe('Miss');
  });

  it('does not share a page rendered while an invalidation happened', async () => {
    const [a, b] = await started('a', 'b');
    const rendering = get(a, '/slow/4');
    await until(() => a.gates.has('4'), 'the render to begin');
    // B invalidates (and has written it to Redis once its call answers) while A is still rendering.
    expect((await get(b, `/api/invalidate?tag=P4&key=${KEY}`)).statusCode).toBe(200);
    a.gates.get('4')?.();
    expect((await rendering).statusCode).toBe(200);
    await a.redis.cache.shared.settled();
    expect(await admin.exists(entryKey(prefix, '/slow/4'))).toBe(0);
    expect(a.redis.cache.shared.stats().skipped).toBe(1);
  });

  it('serves from memory, without errors, when Redis is unreachable, and says so once', async () => {
    // A port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));

    const a = await startInstance('down', `redis://127.0.0.1:${port}`, prefix, 100);
    await until(() => a.logs.some((line) => line.includes('unavailable')), 'the connection failure to be logged');
    const first = await get(a, '/page/5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-vs-cache']).toBe('Miss');
    const second = await get(a, '/page/5');
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-vs-cache']).toBe('Hit');
    expect((await get(a, `/api/invalidate?tag=P5&key=${KEY}`)).statusCode).toBe(200);
    expect((await get(a, '/page/5')).headers['x-vs-cache']).toBe('Miss');
    expect(a.renders.get('5')).toBe(2);
    expect(a.logs.filter((line) => line.includes('(commands) unavailable'))).toHaveLength(1);
    expect(a.redis.cache.shared.usable()).toBe(false);
  });
});

// The wiring of server/main.ts: an instance on PostgreSQL with REDIS_URL (startInstanceServices).
for (const kind of testDatabaseKinds().filter((k) => k === 'postgres')) {
  describe(`an instance on PostgreSQL with Redis [${kind}]`, () => {
    let db: Database;
    let dropSchema: () => Promise<void>;
    let url: string;
    let prefix: string;
    let admin: Redis;
    let dropRedis: () => Promise<void>;
    let services: InstanceServices | null = null;

    beforeAll(async () => {
      ({ url, prefix, admin, drop: dropRedis } = await openRedisPrefix('redis'));
      ({ db, drop: dropSchema } = await openPostgresSchema('redis'));
      await migrate(db);
    }, 180_000);
    afterAll(async () => {
      await services?.stop();
      await dropSchema?.();
      await dropRedis?.();
    });

    it('drops from Redis what PostgreSQL notifies (the product triggers), and broadcasts on both channels', async () => {
      const logs: string[] = [];
      services = await startInstanceServices({
        databaseUrl: testDatabaseUrl(),
        db,
        cache: createOutputCache(),
        redis: { url, keyPrefix: prefix, timeoutMs: PATIENT_MS },
        schedulerIntervalMs: 60_000,
        log: (line) => logs.push(line),
      });
      const cache = services.cache;
      expect(cache?.lookupShared).toBeDefined();
      expect(logs.some((line) => line.includes('then Redis'))).toBe(true);
      await services.redis?.cache.shared.ready();
      // A tag nobody else in the shared test database notifies.
      const tag = `P${900_000_000 + Math.floor(Math.random() * 99_999_999)}`;
      const stored = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>shared</p>') };
      cache?.set('GET shop.localhost/page', stored, [tag]);
      await services.redis?.cache.shared.settled();
      expect(await admin.hget(`${prefix}e:GET shop.localhost/page`, 'body')).toBe('<p>shared</p>');
      const token = await admin.get(`${prefix}t:${tag}`);
      expect(token).not.toBeNull();

      // As a product trigger does: NOTIFY from another connection. The instance replaces the tag's token in Redis.
      await publishInvalidation(db, [tag]);
      await until(async () => (await admin.get(`${prefix}t:${tag}`)) !== token, 'Redis to drop the notified tag');
      expect((await services.redis?.cache.shared.get('GET shop.localhost/page'))?.entry).toBeUndefined();

      // A broadcast reaches an instance that hears only Redis.
      const other = await startInstance('other', url, prefix);
      await other.redis.cache.shared.ready();
      await other.redis.subscribed;
      await get(other, '/page/7');
      expect(other.local.stats().entries).toBe(1);
      await services.broadcast(['P7']);
      await until(() => other.local.stats().entries === 0, 'the Redis message to reach the other instance');
    });
  });
}
