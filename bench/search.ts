/**
 * Catalogue search benchmark (issue 3 item 10, issue 17 item 3): `npm run bench:search -- [--sizes N,N]
 * [--products N] [--reuse] [--requests N] [--warmup N] [--max-seconds T] [--concurrency C] [--seed S]
 * [--data-dir DIR] [--database-url URL] [--only TEXT]`.
 * For each size (default 10,000 and 100,000 products) seeds a catalogue into a PGlite data directory, or
 * with --database-url into a schema of that PostgreSQL database (`bench_search_<size>`, replaced unless
 * --reuse finds the same seed there), then sends each scenario's distinct requests over HTTP to the catalogue
 * API, C at a time (default one at a time), without the output cache. Prints p50/p95/p99 and req/s per
 * scenario and size, and how p50 grows with size. Asserts nothing.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from '../server/api/catalog';
import { ApiError } from '../server/api/errors';
import { GENERATOR_VERSION, seedCatalogue, wipeCatalogue } from '../server/catalogue/seed';
import { migrate, openPglite, openPostgres, redactUrl } from '../server/storage';
import type { Database } from '../server/storage';
import { storeViews } from '../src/app/store-views';
import { rebuildListing, registerListingCountries } from '../server/search/listing';
import { pickTargets, scenarios } from './search-scenarios';
import type { Scenario } from './search-scenarios';
import { formatTable, summarise } from './stats';
import type { RunStats } from './stats';
import { testCommerceConfig } from '../server/commerce/config';

interface Options {
  sizes: number[];
  seed: number;
  reuse: boolean;
  requests: number;
  warmup: number;
  /** A row stops after this many seconds even when fewer than `requests` were sent. */
  maxSeconds: number;
  concurrency: number;
  /** PGlite data directories live here (one per size), unless --data-dir names one (a single size). */
  dataDir: string | undefined;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
  /** Only the scenarios whose name contains this text. */
  only: string | undefined;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string' },
      products: { type: 'string' },
      seed: { type: 'string', default: '1' },
      reuse: { type: 'boolean', default: false },
      requests: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '10' },
      'max-seconds': { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      only: { type: 'string' },
    },
  });
  const int = (name: string, raw: string, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
    return value;
  };
  const sizes = (values.sizes ?? values.products ?? '10000,100000').split(',').map((raw) => int(values.sizes ? 'sizes' : 'products', raw.trim(), 1));
  if (values['data-dir'] && sizes.length > 1) throw new Error('--data-dir names one data directory: give a single size (--products N)');
  return {
    sizes,
    seed: int('seed', values.seed, 0),
    reuse: values.reuse,
    requests: int('requests', values.requests, 1),
    warmup: int('warmup', values.warmup, 0),
    maxSeconds: int('max-seconds', values['max-seconds'], 1),
    concurrency: int('concurrency', values.concurrency, 1),
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    only: values.only,
  };
}

interface SeedMeta {
  products?: number;
  seed?: number;
  version?: number;
}

async function seedMeta(db: Database): Promise<SeedMeta | null> {
  const rows = await db.query<{ value: SeedMeta }>(`SELECT value FROM catalogue_meta WHERE key = 'seed'`);
  return rows.rows[0]?.value ?? null;
}

/** Where one size lives: a PGlite directory, or a schema of the PostgreSQL database. */
function placeOf(options: Options, products: number): { open: () => Promise<Database>; exists: () => boolean; remove: () => void; label: string } {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const schema = `bench_search_${products}`;
    return {
      // The schema is created on first use; its tables come from the migrations.
      open: async () => {
        const admin = await openPostgres(url, { max: 1 });
        await admin.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`).finally(() => admin.close());
        return openPostgres(url, { searchPath: schema });
      },
      exists: () => true,
      remove: () => {},
      label: `${redactUrl(url)} schema ${schema}`,
    };
  }
  const dir = options.dataDir ?? join(tmpdir(), `autoparts-bench-search-${products}-seed${options.seed}`);
  return {
    open: () => openPglite({ dataDir: dir }),
    exists: () => existsSync(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
    label: dir,
  };
}

/** Opens the catalogue of one size, reusing a matching seeded one with --reuse; answers the seed time (0 when reused). */
async function prepareDatabase(options: Options, products: number): Promise<{ db: Database; seedMs: number }> {
  const place = placeOf(options, products);
  if (options.reuse && place.exists()) {
    const db = await place.open();
    await migrate(db);
    const meta = await seedMeta(db).catch(() => null);
    if (meta && meta.products === products && meta.seed === options.seed && meta.version === GENERATOR_VERSION) {
      console.log(`Reusing ${place.label} (${meta.products} products, seed ${meta.seed}, generator version ${meta.version})`);
      return { db, seedMs: 0 };
    }
    console.log(`${place.label} does not match --products ${products} --seed ${options.seed} and generator version ${GENERATOR_VERSION}: seeding again`);
    await db.close();
  }
  place.remove();
  const db = await place.open();
  await migrate(db);
  await wipeCatalogue(db);
  console.log(`Seeding ${products} products into ${place.label} ...`);
  const started = performance.now();
  let lastLog = started;
  await seedCatalogue(db, {
    products,
    seed: options.seed,
    onProgress: (message) => {
      // Progress every few seconds is enough to show it is alive without flooding the output.
      if (performance.now() - lastLog > 5000) {
        lastLog = performance.now();
        console.log(`  ${message}`);
      }
    },
  });
  // PGlite runs no autovacuum (and PostgreSQL's may not have run yet): without fresh statistics the
  // planner takes the tables for empty and picks nested loops over 100k rows.
  await db.exec('ANALYZE');
  return { db, seedMs: performance.now() - started };
}

async function buildApp(db: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(async (error, _request, reply) => {
    const status = error instanceof ApiError ? error.statusCode : 500;
    return reply.code(status).send({ code: status, result: error instanceof Error ? error.message : String(error) });
  });
  await catalogRoutes(app, { db, storeViews, now: () => new Date(), commerce: testCommerceConfig() });
  await app.ready();
  return app;
}

interface Row extends RunStats {
  size: number;
  name: string;
  /** Hits of the scenario's requests: the smallest and the largest total. */
  hits: string;
}

async function hitsOf(base: string, urls: readonly string[]): Promise<string> {
  const totals: number[] = [];
  for (const url of urls) {
    const response = await fetch(base + url);
    if (response.status !== 200) return `HTTP ${response.status}: ${(await response.text()).slice(0, 160)}`;
    const total = ((await response.json()) as { hits?: { total?: number | { value?: number } } }).hits?.total;
    totals.push(Number(typeof total === 'object' ? total?.value : total));
  }
  const [lo, hi] = [Math.min(...totals), Math.max(...totals)];
  return lo === hi ? String(lo) : `${lo}-${hi}`;
}

/** Sends the scenario's URLs in turn, `concurrency` at a time, over HTTP. */
async function runHttp(base: string, scenario: Scenario, options: Options): Promise<RunStats> {
  const once = async (n: number): Promise<number> => {
    const t0 = performance.now();
    const response = await fetch(base + (scenario.urls[n % scenario.urls.length] as string));
    await response.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < options.warmup; i += 1) await once(i);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const client = async (): Promise<void> => {
    while (next < options.requests && performance.now() < deadline) {
      // Warm-up and measured requests start at different URLs where there are enough of them.
      const n = options.warmup + next;
      next += 1;
      latencies.push(await once(n));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarise(latencies, performance.now() - started);
}

async function benchSize(options: Options, products: number): Promise<{ rows: Row[]; seedMs: number; kind: string }> {
  const { db, seedMs } = await prepareDatabase(options, products);
  try {
    // The listing rows (ADR 0038) are built before measuring, as the shop does in the background at start.
    // Rebuilt every run, so a reused catalogue gets the listing of the code measured.
    await registerListingCountries(db, storeViews.map((view) => view.tax.defaultCountry));
    const started = performance.now();
    await rebuildListing(db, new Date());
    await db.exec('ANALYZE product_listing');
    console.log(`  listing rows built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const list = scenarios(await pickTargets(db)).filter((s) => !options.only || s.name.includes(options.only));
    const app = await buildApp(db);
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const rows: Row[] = [];
      for (const scenario of list) {
        const hits = await hitsOf(base, scenario.urls);
        rows.push({ size: products, name: scenario.name, hits, ...(await runHttp(base, scenario, options)) });
        console.log(`  ${products} ${scenario.name}: p50 ${rows.at(-1)?.p50.toFixed(1)} ms`);
      }
      return { rows, seedMs, kind: db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite' };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const options = readOptions(argv);
  const rows: Row[] = [];
  const seeds: string[] = [];
  let kind = '';
  for (const size of options.sizes) {
    const result = await benchSize(options, size);
    rows.push(...result.rows);
    kind = result.kind;
    seeds.push(`${size}: ${result.seedMs > 0 ? `seeded in ${(result.seedMs / 1000).toFixed(1)} s (including ANALYZE)` : 'reused'}`);
  }
  console.log('');
  console.log(`Catalogue search benchmark: ${options.sizes.join(', ')} products (seed ${options.seed}), ${kind}, Node ${process.version}`);
  console.log(`Seed: ${seeds.join('; ')}`);
  console.log(`Up to ${options.requests} distinct requests (at most ${options.maxSeconds} s) per row over HTTP, ${options.concurrency} at a time, after ${options.warmup} warm-up requests; no output cache; latency in ms`);
  console.log('');
  console.log(
    formatTable(
      ['products', 'scenario', 'hits', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'],
      rows.map((row) => [row.size, row.name, row.hits, row.requests, row.p50, row.p95, row.p99, row.throughput]),
    ),
  );
  if (options.sizes.length > 1) {
    const smallest = Math.min(...options.sizes);
    console.log('');
    console.log(`How p95 grows with size (against ${smallest} products):`);
    const names = [...new Set(rows.map((row) => row.name))];
    const larger = options.sizes.filter((size) => size !== smallest);
    console.log(
      formatTable(
        ['scenario', ...larger.map((size) => `x at ${size}`)],
        names.map((name) => {
          const base = rows.find((row) => row.name === name && row.size === smallest)?.p95 ?? Number.NaN;
          return [name, ...larger.map((size) => (rows.find((row) => row.name === name && row.size === size)?.p95 ?? Number.NaN) / base)];
        }),
      ),
    );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
