/**
 * Catalogue search benchmark (issue 3 item 10): `npm run bench:search -- [--products N] [--reuse]
 * [--requests N] [--warmup N] [--max-seconds T]
 * [--concurrency C] [--seed S] [--data-dir DIR] [--database-url URL]`.
 * Seeds N products (default 100,000) into a PGlite data directory (or, with --database-url, into that
 * PostgreSQL database: its catalogue is replaced unless --reuse finds the same seed there), then times each scenario through
 * `app.inject` (and through real HTTP with C parallel clients when C > 1; PGlite has one connection, so this
 * shows queueing more than parallelism). Prints figures; asserts nothing.
 */
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from '../server/api/catalog';
import { ApiError } from '../server/api/errors';
import { createOutputCache, registerOutputCache } from '../server/cache';
import { GENERATOR_VERSION, seedCatalogue, wipeCatalogue } from '../server/catalogue/seed';
import { migrate, openPglite, openPostgres, redactUrl } from '../server/storage';
import type { Database } from '../server/storage';
import { storeViews } from '../src/app/store-views';
import { pickTargets, scenarios } from './search-scenarios';
import type { Scenario } from './search-scenarios';
import { formatTable, summarise } from './stats';
import type { RunStats } from './stats';
import { testCommerceConfig } from '../server/commerce/config';

interface Options {
  products: number;
  seed: number;
  reuse: boolean;
  requests: number;
  warmup: number;
  /** A row stops after this many seconds even when fewer than `requests` were sent. */
  maxSeconds: number;
  concurrency: number;
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl: string | undefined;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      reuse: { type: 'boolean', default: false },
      requests: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '10' },
      'max-seconds': { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '1' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const int = (name: string, raw: string, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
    return value;
  };
  const products = int('products', values.products, 1);
  const seed = int('seed', values.seed, 0);
  return {
    products,
    seed,
    reuse: values.reuse,
    requests: int('requests', values.requests, 1),
    warmup: int('warmup', values.warmup, 0),
    maxSeconds: int('max-seconds', values['max-seconds'], 1),
    concurrency: int('concurrency', values.concurrency, 1),
    dataDir: values['data-dir'] ?? join(tmpdir(), `autoparts-bench-search-${products}-seed${seed}`),
    databaseUrl: values['database-url'],
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

/** Opens the data directory, reusing a matching seeded one with --reuse; answers the seed time (0 when reused). */
async function prepareDatabase(options: Options): Promise<{ db: Database; seedMs: number }> {
  const where = options.databaseUrl ? redactUrl(options.databaseUrl) : options.dataDir;
  if (options.reuse && (options.databaseUrl || existsSync(options.dataDir))) {
    const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite({ dataDir: options.dataDir });
    await migrate(db);
    const meta = await seedMeta(db).catch(() => null);
    if (meta && meta.products === options.products && meta.seed === options.seed && meta.version === GENERATOR_VERSION) {
      console.log(`Reusing ${where} (${meta.products} products, seed ${meta.seed}, generator version ${meta.version})`);
      return { db, seedMs: 0 };
    }
    console.log(`${where} does not match --products ${options.products} --seed ${options.seed} and generator version ${GENERATOR_VERSION}: seeding again`);
    await db.close();
  }
  let db: Database;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
    await migrate(db);
    await wipeCatalogue(db);
  } else {
    rmSync(options.dataDir, { recursive: true, force: true });
    db = await openPglite({ dataDir: options.dataDir });
    await migrate(db);
  }
  console.log(`Seeding ${options.products} products into ${where} ...`);
  const started = performance.now();
  let lastLog = started;
  await seedCatalogue(db, {
    products: options.products,
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

async function buildApp(db: Database, withCache: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setErrorHandler(async (error, _request, reply) => {
    const status = error instanceof ApiError ? error.statusCode : 500;
    return reply.code(status).send({ code: status, result: error instanceof Error ? error.message : String(error) });
  });
  if (withCache) registerOutputCache(app, createOutputCache());
  await catalogRoutes(app, { db, storeViews, now: () => new Date(), commerce: testCommerceConfig() });
  await app.ready();
  return app;
}

interface Row extends RunStats {
  name: string;
  mode: string;
  hits: string;
}

async function hitsOf(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}: ${response.body.slice(0, 160)}`;
  const total = (response.json() as { hits?: { total?: number | { value?: number } } }).hits?.total;
  return String(typeof total === 'object' ? total?.value : total);
}

async function runInject(app: FastifyInstance, scenario: Scenario, options: Options): Promise<RunStats> {
  for (let i = 0; i < options.warmup; i += 1) await app.inject({ method: 'GET', url: scenario.url });
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  for (let i = 0; i < options.requests && performance.now() < deadline; i += 1) {
    const t0 = performance.now();
    await app.inject({ method: 'GET', url: scenario.url });
    latencies.push(performance.now() - t0);
  }
  return summarise(latencies, performance.now() - started);
}

async function runHttp(base: string, scenario: Scenario, options: Options): Promise<RunStats> {
  const once = async (): Promise<number> => {
    const t0 = performance.now();
    const response = await fetch(base + scenario.url);
    await response.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < options.warmup; i += 1) await once();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const client = async (): Promise<void> => {
    while (next < options.requests && performance.now() < deadline) {
      next += 1;
      latencies.push(await once());
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarise(latencies, performance.now() - started);
}

async function main(argv: string[]): Promise<void> {
  const options = readOptions(argv);
  const { db, seedMs } = await prepareDatabase(options);
  try {
    const targets = await pickTargets(db);
    const list = scenarios(targets);
    const app = await buildApp(db, false);
    const rows: Row[] = [];
    for (const scenario of list) {
      const hits = await hitsOf(app, scenario.url);
      rows.push({ name: scenario.name, mode: 'inject', hits, ...(await runInject(app, scenario, options)) });
    }
    if (options.concurrency > 1) {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      for (const scenario of list) {
        const hits = await hitsOf(app, scenario.url);
        rows.push({ name: scenario.name, mode: `http x${options.concurrency}`, hits, ...(await runHttp(address, scenario, options)) });
      }
    }
    await app.close();
    // For comparison: the same category page answered by the output cache (every request after the first is a hit).
    const cached = await buildApp(db, true);
    const first = list[0] as Scenario;
    rows.push({ name: `${first.name}, output cache hit`, mode: 'inject', hits: await hitsOf(cached, first.url), ...(await runInject(cached, first, options)) });
    await cached.close();

    console.log('');
    console.log(`Catalogue search benchmark: ${options.products} products (seed ${options.seed}), ${db.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}`);
    console.log(seedMs > 0 ? `Seed time: ${(seedMs / 1000).toFixed(1)} s (including ANALYZE)` : 'Seed time: reused an existing data directory');
    console.log(`Up to ${options.requests} requests (at most ${options.maxSeconds} s) per row after ${options.warmup} warm-up requests; latency in ms`);
    console.log('');
    console.log(
      formatTable(
        ['scenario', 'mode', 'hits', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'],
        rows.map((row) => [row.name, row.mode, row.hits, row.requests, row.p50, row.p95, row.p99, row.throughput]),
      ),
    );
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
