import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openRedisPrefix } from '../testing/redis';
import { addCacheTags, registerOutputCache } from './fastify';
import { cacheKey, createOutputCache } from './output-cache';
import { closeRedis, openRedis, REDIS_COMMAND_TIMEOUT_MS } from './redis-client';
import { createRedisTier, SHARED_MAX_ENTRY_BYTES } from './redis-tier';
import type { SharedTier } from './redis-tier';
import { createTieredCache } from './tiered';
import type { TieredOutputCache } from './tiered';

/** Polls `check` until it answers true (at most `ms`). */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A TCP proxy to Redis that can stop passing Redis's answers on (held, not lost, so the connection stays in
 * step): a Redis that is up but does not answer in time.
 */
async function freezableProxy(target: URL): Promise<{ url: string; freeze(): void; thaw(): void; close(): Promise<void> }> {
  let frozen = false;
  const held: { socket: Socket; data: Buffer }[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (data: Buffer) => upstream.write(data));
    upstream.on('data', (data: Buffer) => (frozen ? held.push({ socket: client, data }) : client.write(data)));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target.toString());
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const { socket, data } of held.splice(0)) socket.write(data);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const HOST = 'shop.localhost';
const key = (url: string) => cacheKey({ method: 'GET', host: HOST, url });

interface Node {
  client: Redis;
  tier: SharedTier;
  cache: TieredOutputCache;
  app: FastifyInstance;
  renders: number;
  logs: string[];
}

const nodes: Node[] = [];
let proxy: Awaited<ReturnType<typeof freezableProxy>> | null = null;

/** A command bound that a loaded test machine cannot trip, but for the tests of the bound itself. */
const PATIENT_MS = 5000;

async function node(url: string, prefix: string, options: { hearing?: () => boolean; pauseMs?: number; timeoutMs?: number } = {}): Promise<Node> {
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);
  const client = openRedis(url, { role: 'commands', log });
  const tier = createRedisTier(client, { prefix, log, timeoutMs: PATIENT_MS, ...options });
  const cache = createTieredCache(createOutputCache({ ttlSeconds: 600 }), tier);
  const app = Fastify();
  registerOutputCache(app, cache);
  const self: Node = { client, tier, cache, app, renders: 0, logs };
  app.get('/page/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    self.renders += 1;
    addCacheTags(reply, [`P${id}`, 'product']);
    return reply.type('text/html').send(id === 'big' ? 'x'.repeat(SHARED_MAX_ENTRY_BYTES + 1) : `<p>product ${id}</p>`);
  });
  await app.ready();
  nodes.push(self);
  return self;
}

const get = (n: Node, url: string) => n.app.inject({ method: 'GET', url, headers: { host: HOST } });

afterEach(async () => {
  for (const n of nodes.splice(0)) {
    await n.app.close();
    n.tier.stop();
    closeRedis(n.client);
  }
  await proxy?.close();
  proxy = null;
});

describe('the shared tier in Redis (ADR 0074)', () => {
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

  it('keeps entries for the TTL of the memory tier, and shares nothing larger than its limit', async () => {
    const a = await node(url, prefix);
    await a.tier.ready();
    await get(a, '/page/1');
    await get(a, '/page/big');
    await a.tier.settled();
    const ttl = await admin.pttl(`${prefix}e:${key('/page/1')}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600_000);
    expect(await admin.exists(`${prefix}e:${key('/page/big')}`)).toBe(0);
    expect(a.tier.stats()).toMatchObject({ stores: 1, skipped: 1 });
  });

  it('answers a miss when a tag token is gone (evicted or flushed): a lost token never revives an entry', async () => {
    const a = await node(url, prefix);
    await a.tier.ready();
    await get(a, '/page/2');
    await a.tier.settled();
    expect((await a.tier.get(key('/page/2'))).entry?.body.toString()).toBe('<p>product 2</p>');
    await admin.del(`${prefix}t:P2`);
    expect((await a.tier.get(key('/page/2'))).entry).toBeUndefined();
    expect(await admin.exists(`${prefix}e:${key('/page/2')}`)).toBe(0);
  });

  it('keeps what Redis holds when another instance was hearing every invalidation, and clears it when none was', async () => {
    const a = await node(url, prefix, { hearing: () => true });
    await a.tier.ready();
    await get(a, '/page/3');
    await a.tier.settled();
    await until(async () => (await admin.exists(`${prefix}alive`)) === 1, "A's alive mark");
    const b = await node(url, prefix, { hearing: () => true });
    await b.tier.ready();
    expect((await get(b, '/page/3')).headers['x-vs-cache']).toBe('Hit');

    // Every instance gone for longer than the mark lasts: the next one to start forgets the shared entries.
    a.tier.stop();
    b.tier.stop();
    await Promise.all([a.tier.settled(), b.tier.settled()]);
    await admin.del(`${prefix}alive`);
    const c = await node(url, prefix, { hearing: () => true });
    await c.tier.ready();
    expect((await get(c, '/page/3')).headers['x-vs-cache']).toBe('Miss');
  });

  it('does not count time this process was busy against Redis (a render holding the event loop is not a slow Redis)', async () => {
    const a = await node(url, prefix, { timeoutMs: REDIS_COMMAND_TIMEOUT_MS });
    await a.tier.ready();
    const lookup = a.tier.get(key('/page/busy'));
    // Holds the event loop for ten command timeouts, as a long render does (without burning the shared CPU);
    // Redis answers meanwhile.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 * REDIS_COMMAND_TIMEOUT_MS);
    expect((await lookup).generation).not.toBeNull();
    expect(a.tier.stats().failures).toBe(0);
    expect(a.tier.usable()).toBe(true);
  });

  it('serves from memory when Redis stops answering, says so once, and clears what it may have missed when it answers again', async () => {
    proxy = await freezableProxy(new URL(url));
    const a = await node(proxy.url, prefix, { pauseMs: 300, timeoutMs: REDIS_COMMAND_TIMEOUT_MS });
    await a.tier.ready();
    await get(a, '/page/4');
    await a.tier.settled();
    expect(await admin.exists(`${prefix}e:${key('/page/4')}`)).toBe(1);
    const everything = await admin.get(`${prefix}t:*`);

    proxy.freeze();
    // The look-up of a new page gives up after REDIS_COMMAND_TIMEOUT_MS, then the page is rendered.
    const page = await get(a, '/page/5');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-vs-cache']).toBe('Miss');
    expect(a.tier.stats().failures).toBe(1);
    // Paused: the next ones do not ask Redis at all.
    for (const id of ['6', '7', '5']) expect((await get(a, `/page/${id}`)).statusCode).toBe(200);
    expect(a.tier.stats().failures).toBe(1);
    expect(a.logs.filter((line) => line.includes('shared cache failed'))).toHaveLength(1);
    // An invalidation Redis never got: page 4 stays in Redis, under tokens that are still current.
    a.cache.invalidate(['P4']);

    proxy.thaw();
    await until(() => a.tier.usable(), 'the tier to be used again');
    expect(a.logs.some((line) => line.includes('answering again'))).toBe(true);
    // Cleared before its first use again (the token every entry carries was replaced): the entry that missed its
    // invalidation is not served.
    expect(await admin.get(`${prefix}t:*`)).not.toBe(everything);
    expect((await a.tier.get(key('/page/4'))).entry).toBeUndefined();
  });
});
