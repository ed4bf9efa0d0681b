/**
 * Checkout benchmark (issue 4 item 10): `npm run bench:checkout -- [--orders N] [--concurrency C]
 * [--products P] [--seed S] [--data-dir DIR | --database-url postgres://...] [--reuse] [--url BASE_URL]`.
 * C virtual shoppers (default 8) place N guest orders (default 200) over real HTTP, each: POST /api/cart/create,
 * three POST /api/cart/update with in-stock skus, POST /api/cart/shipping-information (EE address, flat rate),
 * POST /api/order (cash on delivery, a unique order_id). Prints confirmed orders, orders per second, p50/p95 of
 * the order call and of a whole checkout, errors by step and status, and a consistency check:
 * - own server (default: a PGlite data directory seeded with P demo products, fresh unless --reuse): new
 *   sales_order rows == confirmed orders, every used sku's stock fell by exactly the units confirmed, no qty < 0;
 * - --url: a running server; stock read back through GET /api/stock/list (no qty < 0), the order count from
 *   the confirmations only.
 * Exit code 1 when the consistency check fails (or the server has no cart/order routes).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app';
import { apiRoutes } from '../server/api/routes';
import { startApi } from '../server/bootstrap';
import { seedCatalogue } from '../server/catalogue/seed';
import { createRng } from '../server/catalogue/generator/prng';
import { loadConfig } from '../server/config';
import { migrate, openPglite, openPostgres } from '../server/storage';
import type { Database } from '../server/storage';
import { formatTable, summarise } from './stats';

interface Options {
  orders: number;
  concurrency: number;
  products: number;
  seed: number;
  reuse: boolean;
  dataDir: string;
  url: string | null;
  /** PostgreSQL instead of PGlite for the own server (schema bench_checkout). */
  databaseUrl: string | null;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: 'string', default: '200' },
      concurrency: { type: 'string', default: '8' },
      products: { type: 'string', default: '2000' },
      seed: { type: 'string', default: '1' },
      reuse: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      url: { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const int = (name: string, raw: string, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
    return value;
  };
  const products = int('products', values.products, 50);
  const seed = int('seed', values.seed, 0);
  return {
    orders: int('orders', values.orders, 1),
    concurrency: int('concurrency', values.concurrency, 1),
    products,
    seed,
    reuse: values.reuse,
    dataDir: values['data-dir'] ?? join(tmpdir(), `autoparts-bench-checkout-${products}-seed${seed}`),
    url: values.url ? values.url.replace(/\/+$/, '') : null,
    databaseUrl: values['database-url'] ?? null,
  };
}

const ADDRESS = { firstname: 'Bench', lastname: 'Shopper', street: ['Narva mnt 7'], city: 'Tallinn', postcode: '10117', country_id: 'EE', telephone: '+3725550000' };

interface Answer {
  status: number;
  body: { code?: number; result?: unknown } | null;
  ms: number;
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, ms: performance.now() - started };
}

/** A failed step: which call, its status and the start of its message. */
class StepFailed extends Error {
  constructor(readonly step: string, readonly status: number, detail: unknown) {
    super(`${step} ${status}: ${JSON.stringify(detail ?? null).slice(0, 120)}`);
  }
}

interface Checkout {
  orderMs: number;
  totalMs: number;
  backendOrderId: string;
  skus: string[];
}

async function checkout(base: string, index: number, skus: readonly string[], runId: string): Promise<Checkout> {
  const started = performance.now();
  const expect200 = (step: string, answer: Answer) => {
    if (answer.status !== 200) throw new StepFailed(step, answer.status, answer.body?.result);
    return answer;
  };
  const cartId = expect200('cart/create', await call(base, 'POST', '/api/cart/create?storeCode=est')).body?.result;
  if (typeof cartId !== 'string') throw new StepFailed('cart/create', 200, 'no cart id');
  const q = `?storeCode=est&cartId=${encodeURIComponent(cartId)}`;
  for (const sku of skus) expect200('cart/update', await call(base, 'POST', `/api/cart/update${q}`, { cartItem: { sku, qty: 1, quoteId: cartId } }));
  const billing = { ...ADDRESS, email: `bench+${runId}-${index}@example.com` };
  expect200('cart/shipping-information', await call(base, 'POST', `/api/cart/shipping-information${q}`, {
    addressInformation: { shippingAddress: ADDRESS, billingAddress: billing, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
  }));
  const order = expect200('order', await call(base, 'POST', `/api/order${q}`, {
    order_id: `bench-${runId}-${index}`, cart_id: cartId, store_code: 'est', products: skus.map((sku) => ({ sku, qty: 1 })),
    addressInformation: { shippingAddress: ADDRESS, billingAddress: billing, shipping_method_code: 'flatrate', shipping_carrier_code: 'flatrate', payment_method_code: 'cashondelivery' },
  }));
  const backendOrderId = (order.body?.result as { backendOrderId?: unknown } | undefined)?.backendOrderId;
  if (backendOrderId === undefined) throw new StepFailed('order', 200, order.body);
  return { orderMs: order.ms, totalMs: performance.now() - started, backendOrderId: String(backendOrderId), skus: [...skus] };
}

interface OwnServer {
  base: string;
  db: Database;
  close(): Promise<void>;
}

/** The bench's own PostgreSQL schema (`--database-url`): dropped and created again unless --reuse. */
const BENCH_SCHEMA = 'bench_checkout';

async function openBenchDatabase(options: Options): Promise<Database> {
  if (!options.databaseUrl) {
    if (!options.reuse) rmSync(options.dataDir, { recursive: true, force: true });
    return openPglite({ dataDir: options.dataDir });
  }
  const admin = await openPostgres(options.databaseUrl, { max: 1 });
  try {
    if (!options.reuse) await admin.exec(`DROP SCHEMA IF EXISTS ${BENCH_SCHEMA} CASCADE`);
    await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${BENCH_SCHEMA}`);
  } finally {
    await admin.close();
  }
  return openPostgres(options.databaseUrl, { searchPath: BENCH_SCHEMA });
}

async function startOwnServer(options: Options): Promise<OwnServer> {
  const db = await openBenchDatabase(options);
  await migrate(db);
  const seeded = (await db.query("SELECT 1 FROM catalogue_meta WHERE key = 'seed'")).rows.length > 0;
  if (!seeded) {
    console.log(`Seeding ${options.products} products into ${options.databaseUrl ? `schema ${BENCH_SCHEMA}` : options.dataDir} ...`);
    await seedCatalogue(db, { products: options.products, seed: options.seed });
  } else console.log(`Reusing ${options.dataDir} (orders of earlier runs stay; the checks count this run only)`);
  const config = loadConfig({ DATA_DIR: options.dataDir });
  const api = await startApi(config, { database: db, log: () => {} });
  const app: FastifyInstance = await buildServer(config, { api: { deps: api.deps, routes: apiRoutes } });
  const missing = ['/api/cart/create', '/api/cart/update', '/api/cart/shipping-information', '/api/order'].filter((url) => !app.hasRoute({ method: 'POST', url }));
  if (missing.length) {
    await app.close();
    await api.close();
    throw new Error(`The server has no ${missing.join(', ')}: add the cart and order routes to server/api/routes.ts`);
  }
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, db, close: async () => { await app.close(); await api.close(); } };
}

/** In-stock simple products with room for the run: from the database, or through the catalogue search. */
async function pickSkus(base: string, db: Database | null, orders: number): Promise<string[]> {
  const wanted = Math.min(400, Math.max(30, orders));
  if (db) {
    const { rows } = await db.query<{ sku: string }>(
      `SELECT p.sku FROM product p JOIN stock s ON s.product_id = p.id
        WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4) AND p.parent_id IS NULL AND s.is_in_stock AND s.manage_stock AND s.qty >= 20
        ORDER BY p.id LIMIT $1`,
      [wanted],
    );
    return rows.map((r) => r.sku);
  }
  const request = { query: { bool: { filter: [{ terms: { type_id: ['simple'] } }, { terms: { 'stock.is_in_stock': [true] } }] } } };
  const search = await call(base, 'GET', `/api/catalog/vue_storefront_catalog/product/_search?size=${wanted}&_source_include=sku&request=${encodeURIComponent(JSON.stringify(request))}`);
  const hits = (search.body as { hits?: { hits?: { _source?: { sku?: string } }[] } } | null)?.hits?.hits ?? [];
  const candidates = hits.flatMap((h) => (h._source?.sku ? [h._source.sku] : []));
  const stock = await stockOf(base, candidates);
  return candidates.filter((sku) => (stock.get(sku) ?? 0) >= 20);
}

async function stockOf(base: string, skus: readonly string[]): Promise<Map<string, number>> {
  const qty = new Map<string, number>();
  for (let start = 0; start < skus.length; start += 15) {
    const chunk = skus.slice(start, start + 15);
    const answer = await call(base, 'GET', `/api/stock/list?skus=${encodeURIComponent(chunk.join(','))}`);
    for (const row of (answer.body?.result as { sku: string; qty: number }[] | undefined) ?? []) qty.set(row.sku, Number(row.qty));
  }
  return qty;
}

async function dbStock(db: Database, skus: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ sku: string; qty: string | number }>('SELECT p.sku, s.qty FROM product p JOIN stock s ON s.product_id = p.id WHERE p.sku = ANY($1::text[])', [skus]);
  return new Map(rows.map((r) => [r.sku, Number(r.qty)]));
}

const orderCount = async (db: Database) => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_order')).rows[0]?.n ?? 0);

async function main(argv: string[]): Promise<number> {
  const options = readOptions(argv);
  const own = options.url ? null : await startOwnServer(options);
  const base = options.url ?? own?.base ?? '';
  try {
    const pool = await pickSkus(base, own?.db ?? null, options.orders);
    if (pool.length < 3) throw new Error(`Found only ${pool.length} in-stock simple products to order; seed a bigger catalogue`);
    const before = own ? await dbStock(own.db, pool) : await stockOf(base, pool);
    const ordersBefore = own ? await orderCount(own.db) : 0;
    const rng = createRng(options.seed);
    const baskets = Array.from({ length: options.orders }, () => rng.sample(pool, 3));
    const runId = Date.now().toString(36);
    const done: Checkout[] = [];
    const errors = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    const shopper = async () => {
      while (next < options.orders) {
        const index = next++;
        try {
          done.push(await checkout(base, index, baskets[index] ?? [], runId));
        } catch (error) {
          const key = error instanceof StepFailed ? `${error.step} ${error.status}` : `network ${error instanceof Error ? error.message.slice(0, 60) : String(error)}`;
          if (!errors.has(key) && error instanceof Error) console.log(`  first ${key}: ${error.message}`);
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      }
    };
    console.log(`Placing ${options.orders} orders with ${options.concurrency} shoppers against ${base} ...`);
    await Promise.all(Array.from({ length: options.concurrency }, shopper));
    const elapsed = performance.now() - started;

    const orderStats = summarise(done.map((d) => d.orderMs), elapsed);
    const totalStats = summarise(done.map((d) => d.totalMs), elapsed);
    console.log('');
    console.log(`Checkout benchmark: ${options.orders} orders, concurrency ${options.concurrency}, ${own ? `own server on ${options.databaseUrl ? `PostgreSQL (schema ${BENCH_SCHEMA})` : `PGlite (${options.dataDir})`}` : base}, Node ${process.version}`);
    console.log(`Orders confirmed: ${done.length} of ${options.orders} in ${(elapsed / 1000).toFixed(1)} s = ${((done.length * 1000) / elapsed).toFixed(1)} orders/s`);
    console.log(formatTable(['latency (ms)', 'count', 'p50', 'p95', 'p99'], [
      ['POST /api/order', orderStats.requests, orderStats.p50, orderStats.p95, orderStats.p99],
      ['whole checkout (6 calls)', totalStats.requests, totalStats.p50, totalStats.p95, totalStats.p99],
    ]));
    console.log(errors.size ? `Errors by step and status:\n${formatTable(['step status', 'count'], [...errors].map(([k, n]) => [k, n]))}` : 'Errors: none');

    const problems: string[] = [];
    const ids = new Set(done.map((d) => d.backendOrderId));
    if (ids.size !== done.length) problems.push(`${done.length} confirmations but ${ids.size} distinct backendOrderIds`);
    const units = new Map<string, number>();
    for (const d of done) for (const sku of d.skus) units.set(sku, (units.get(sku) ?? 0) + 1);
    const after = own ? await dbStock(own.db, pool) : await stockOf(base, pool);
    const negative = [...after].filter(([, qty]) => qty < 0);
    if (negative.length) problems.push(`negative stock: ${negative.slice(0, 5).map(([sku, qty]) => `${sku}=${qty}`).join(', ')}`);
    const drift = pool.filter((sku) => (before.get(sku) ?? 0) - (after.get(sku) ?? 0) !== (units.get(sku) ?? 0));
    if (own) {
      const created = (await orderCount(own.db)) - ordersBefore;
      console.log(`sales_order rows created: ${created}`);
      if (created !== done.length) problems.push(`sales_order rows created (${created}) != orders confirmed (${done.length})`);
      const { rows } = await own.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock WHERE qty < 0');
      if (Number(rows[0]?.n ?? 0) > 0) problems.push(`${rows[0]?.n} stock rows with qty < 0`);
      if (drift.length) problems.push(`stock of ${drift.length} skus did not fall by the units confirmed (e.g. ${drift[0]})`);
    } else if (drift.length) {
      console.log(`Note: stock of ${drift.length} skus moved by more or less than this run ordered (other traffic on the server?)`);
    }
    console.log(problems.length ? `Consistency check FAILED:\n  ${problems.join('\n  ')}` : 'Consistency check: OK');
    return problems.length ? 1 : 0;
  } finally {
    await own?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
