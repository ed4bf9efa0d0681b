/**
 * Two app instances on one PostgreSQL behind the local proxy (issue 22 item 3, ADR 0072): what one instance
 * or the database changes, the other shows; accounts, orders and login limits are shared; killing an instance
 * mid-burst loses no acknowledged order. Plain HTTP, no browser. Needs PostgreSQL at 127.0.0.1:5432 (or
 * TEST_DATABASE_URL) and the production build (`npm test` builds first). Creates and drops its own database.
 */
import { expect, test } from '@playwright/test';
import { startLocalCluster } from '../../server/cluster/local';
import type { LocalCluster } from '../../server/cluster/local';
import { dropRedisPrefix } from '../../server/testing/redis';
import { E2E_OPS_KEY } from './support';
import { call, checkout, createDatabase, inStockSkus, query, until } from './cluster-support';
import type { CheckoutResult } from './cluster-support';

// The proxy and the instances take ports 10-12 after the journeys' own (providers.ts uses +50 and +60..62).
const PROXY_PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
const INVALIDATE_KEY = 'cluster-invalidate-key';
// E2E_CLUSTER_REDIS_URL=redis://127.0.0.1:6379: the same journey with the instances sharing their output cache in
// Redis (ADR 0074), under a key prefix of this run, deleted afterwards.
const REDIS_URL = process.env.E2E_CLUSTER_REDIS_URL?.trim();
const REDIS_PREFIX = `ap24test:cluster-e2e:${process.pid}:`;

test.describe.configure({ mode: 'serial' });
// A first start migrates a new database and loads the demo catalogue (the others wait for it).
test.describe('two instances on one PostgreSQL', () => {
  let cluster: LocalCluster;
  let dbUrl: string;
  let dropDatabase: () => Promise<void> = async () => {};
  let a: string;
  let b: string;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    const database = await createDatabase(`ap24_cluster_e2e_${process.pid}`);
    dbUrl = database.url;
    dropDatabase = database.drop;
    cluster = await startLocalCluster({
      instances: 2,
      databaseUrl: dbUrl,
      port: PROXY_PORT,
      // The build `npm test` made (the journeys' own shop serves it meanwhile): never rebuilt here.
      build: false,
      env: {
        OPS_KEY: E2E_OPS_KEY,
        CACHE_INVALIDATE_KEY: INVALIDATE_KEY,
        MAX_PAGE_RENDERS: '10000',
        MAX_SEARCHES: '10000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        SHUTDOWN_TIMEOUT_MS: '20000',
        SCHEDULER_INTERVAL_MS: '500',
        ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: REDIS_PREFIX } : {}),
      },
    });
    [a, b] = cluster.instances.map((instance) => instance.url) as [string, string];
  });

  test.afterAll(async () => {
    await cluster?.stop();
    await dropDatabase();
    if (REDIS_URL) await dropRedisPrefix(REDIS_URL, REDIS_PREFIX);
  });

  /** A listed simple product without a special price and its Estonian page. */
  async function productPage(offset: number): Promise<{ id: number; sku: string; path: string }> {
    const [row] = await query<{ id: number; sku: string; slug: string }>(
      dbUrl,
      `SELECT p.id, p.sku, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'et'
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4) AND p.parent_id IS NULL AND p.special_price IS NULL
        ORDER BY p.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    if (!row) throw new Error('no product');
    return { id: row.id, sku: row.sku, path: `/p/${encodeURIComponent(row.sku)}/${row.slug}` };
  }

  async function page(base: string, path: string): Promise<{ status: number; cache: string | null; html: string }> {
    const response = await fetch(base + path);
    return { status: response.status, cache: response.headers.get('x-vs-cache'), html: await response.text() };
  }

  /** Loads the page on `base` until the output cache answers it (a hit). */
  async function cached(base: string, path: string): Promise<void> {
    await until(async () => (await page(base, path)).cache === 'Hit', `${path} cached on ${base}`, 10_000);
  }

  // The product document the page embeds for hydration carries the price excl. tax as stored.
  const shows = (html: string, price: number) => html.includes(`"price":${price}`);

  test('a price changed through instance A is seen on the pages served by instance B', async () => {
    const product = await productPage(0);
    await cached(b, product.path);
    const update = await fetch(`${a}/api/ext/ops/product-update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-key': E2E_OPS_KEY },
      body: JSON.stringify({ sku: product.sku, price: 987.65 }),
    });
    expect(update.status).toBe(200);
    const ms = await until(async () => shows((await page(b, product.path)).html, 987.65), 'the new price on B');
    test.info().annotations.push({ type: 'seen on B after (ms)', description: ms.toFixed(0) });
  });

  test('a price changed in the database is seen on both instances', async () => {
    const product = await productPage(1);
    await cached(a, product.path);
    await cached(b, product.path);
    await query(dbUrl, 'UPDATE product SET price = 123.45, updated_at = now() WHERE id = $1', [product.id]);
    for (const base of [a, b]) await until(async () => shows((await page(base, product.path)).html, 123.45), `the new price on ${base}`);
  });

  test('/api/invalidate on A drops the tagged entries of B too', async () => {
    const home = '/';
    await cached(b, home);
    const answer = await call(a, 'GET', `/api/invalidate?tag=home&key=${INVALIDATE_KEY}`);
    expect(answer.status).toBe(200);
    await until(async () => (await page(b, home)).cache === 'Miss', 'the home page to leave B\'s cache');
  });

  test('an order placed through A shows in the account history served by B', async () => {
    const email = `cluster.history.${Date.now()}@example.ee`;
    expect((await call(a, 'POST', '/api/user/create', { customer: { email, firstname: 'Mari', lastname: 'Maasikas' }, password: 'secret-password-1' })).status).toBe(200);
    const login = await call(a, 'POST', '/api/user/login', { username: email, password: 'secret-password-1' });
    expect(login.status).toBe(200);
    const token = login.body?.result as string;
    const [sku] = await inStockSkus(dbUrl, 1);
    const placed = await checkout(a, `cluster-history-${Date.now()}`, [sku!], email, token);
    expect(placed).toMatchObject({ ok: true });
    // B reads the account with A's token (one shared secret) and the order A just wrote.
    const history = await call(b, 'GET', `/api/user/order-history?token=${encodeURIComponent(token)}`);
    expect(history.status).toBe(200);
    const items = (history.body?.result as { items: { increment_id: string }[] }).items;
    expect(items.map((item) => item.increment_id)).toContain((placed as { orderNumber: string }).orderNumber);
  });

  test('login throttling counts the failures made on both instances', async () => {
    const email = `cluster.throttle.${Date.now()}@example.ee`;
    expect((await call(a, 'POST', '/api/user/create', { customer: { email, firstname: 'Mari', lastname: 'Maasikas' }, password: 'secret-password-1' })).status).toBe(200);
    // Five free failures of one account from one address: three on A, two on B.
    for (const base of [a, a, a, b, b]) expect((await call(base, 'POST', '/api/user/login', { username: email, password: 'wrong-password' })).status).toBe(401);
    // The sixth waits, wherever it is tried, even with the right password.
    for (const base of [a, b]) {
      const refused = await call(base, 'POST', '/api/user/login', { username: email, password: 'secret-password-1' });
      expect(refused.status).toBe(429);
      expect(String(refused.body?.result)).toContain('Too many failed sign-in attempts');
    }
  });

  test('killing one instance mid-burst loses no acknowledged order, and the other keeps serving', async () => {
    test.setTimeout(180_000);
    const skus = await inStockSkus(dbUrl, 20);
    const proxy = cluster.proxy.url;
    const run = `kill-${Date.now()}`;
    const total = 30;
    const results: CheckoutResult[] = [];
    let acknowledged = 0;
    let next = 0;
    const victim = cluster.instances[0]!;
    let killedAt = -1;
    const shopper = async () => {
      while (next < total) {
        const index = next++;
        const result = await checkout(proxy, `${run}-${index}`, [skus[index % skus.length]!, skus[(index + 7) % skus.length]!], `${run}-${index}@example.ee`);
        results.push(result);
        if (result.ok) acknowledged += 1;
        // Partway through the burst, with other checkouts in flight on both instances.
        if (acknowledged >= 8 && killedAt < 0) {
          killedAt = results.length;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, shopper));
    expect(killedAt).toBeGreaterThan(0);
    expect(await victim.exited).toBe('SIGKILL');
    const acked = results.flatMap((r) => (r.ok ? [r] : []));
    // Every acknowledged order is in the database, once.
    const stored = await query<{ client_order_id: string; id: string }>(dbUrl, 'SELECT client_order_id, id::text AS id FROM sales_order WHERE client_order_id LIKE $1 LIMIT 1000', [`${run}-%`]);
    const byClientId = new Map(stored.map((row) => [row.client_order_id, row.id]));
    for (const order of acked) expect(byClientId.get(order.orderId), order.orderId).toBe(order.backendOrderId);
    // The checkouts after the kill went to the other instance: most of the burst was acknowledged.
    expect(acked.length).toBeGreaterThan(total / 2);
    // The survivor serves pages and orders, directly and through the proxy.
    expect((await page(b, '/')).status).toBe(200);
    expect((await page(proxy, '/')).status).toBe(200);
    const after = await checkout(proxy, `${run}-after`, [skus[0]!], `${run}-after@example.ee`);
    expect(after).toMatchObject({ ok: true });
    test.info().annotations.push({ type: 'burst', description: `${acked.length}/${total} acknowledged, instance A killed after ${killedAt} checkouts` });
  });

  test('the survivor takes the scheduled work over; SIGTERM drains its requests in flight, gives the lease up and ends it cleanly', async () => {
    const survivor = cluster.instances[1]!;
    // The killed instance's scheduler lease expired and the survivor took the scheduled work over.
    const holdsLease = async () =>
      (await query(dbUrl, "SELECT 1 FROM scheduler_lease WHERE name = 'scheduler' AND holder LIKE $1 AND expires_at > now()", [`%:${survivor.child.pid}:%`])).length === 1;
    await until(holdsLease, 'the survivor to hold the scheduler lease', 15_000);
    const marker = `drain-${Date.now()}`;
    // Uncached pages (a new query each): every one renders, which takes a while under load.
    const paths = Array.from({ length: 6 }, (_, i) => `/eng/c/oil-filters?page=${i + 2}&${marker}=${i}`);
    const answers = Promise.all(paths.map((path) => page(b, path).then((answer) => answer.status, () => 0)));
    // Once the server has taken every request (Fastify logs each one as it arrives), it is told to stop.
    await until(() => paths.every((path) => survivor.output().includes(path)), 'the server to take the requests', 30_000);
    survivor.child.kill('SIGTERM');
    expect(await answers).toEqual(paths.map(() => 200));
    expect(await survivor.exited).toBe('0');
    expect(survivor.output()).toContain('SIGTERM: draining requests in flight');
    // Its lease ended with it: another instance need not wait for it to expire.
    const leases = await query<{ expired: boolean }>(dbUrl, "SELECT expires_at <= now() AS expired FROM scheduler_lease WHERE name = 'scheduler'");
    expect(leases).toEqual([{ expired: true }]);
  });
});
