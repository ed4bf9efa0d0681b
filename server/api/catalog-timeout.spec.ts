/**
 * Issue 18 item 11: every search runs under the spec's server timeout (1000 ms) on PostgreSQL, which
 * cancels the statement itself; the answer is a clear 503, and the searches' own small pool leaves the
 * main pool's connections to everyone else. A lock held on the names table stands in for a search that
 * would run for seconds (deterministic: the statement waits until it is cancelled).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { testCommerceConfig } from '../commerce/config';
import { SEARCH_FIXTURE_SQL, SEARCH_NOW } from '../search/testing/fixture';
import { openPostgres } from '../storage/postgres';
import type { Database } from '../storage/port';
import { openTestDatabase, testDatabaseKinds, testDatabaseUrl, type TestDatabase } from '../testing';
import { catalogRoutes } from './catalog';
import { installApiErrors } from './errors';

const declare = testDatabaseKinds().includes('postgres') ? describe : null;

declare?.('a search over the server timeout [postgres]', () => {
  let opened: TestDatabase;
  let locker: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    opened = await openTestDatabase('postgres', 'search timeout', { seed: (db) => db.exec(SEARCH_FIXTURE_SQL) });
    locker = await openPostgres(testDatabaseUrl(), { searchPath: opened.schema, max: 1 });
    app = Fastify();
    installApiErrors(app);
    await catalogRoutes(app, { db: opened.db, storeViews, now: () => SEARCH_NOW, commerce: testCommerceConfig() });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await locker?.close();
    await opened?.dispose();
  });

  const textSearch = () =>
    app.inject({ url: `/api/catalog/vue_storefront_catalog_eng/product/_search?request=${encodeURIComponent(JSON.stringify({ query: { bool: { must: { multi_match: { query: 'brake', fields: ['name'] } } } } }))}` });

  it('is cancelled by the database after 1000 ms and answers 503 naming the limit, while other queries go on', async () => {
    expect((await textSearch()).statusCode).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lock = locker.transaction(async (tx) => {
      await tx.exec('LOCK TABLE product_i18n IN ACCESS EXCLUSIVE MODE');
      await held;
    });
    try {
      await expect.poll(async () => (await opened.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_locks WHERE mode = 'AccessExclusiveLock' AND relation = 'product_i18n'::regclass AND granted")).rows[0]?.n).toBe(1);
      const stopped = await textSearch();
      expect([stopped.statusCode, stopped.json()]).toEqual([503, { code: 503, result: 'The search took longer than 1000 ms and was stopped. Narrow it down and try again.' }]);
      // The main pool was not held by the search: an unrelated read answers at once.
      expect((await opened.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      release();
      await lock;
    }
    expect((await textSearch()).statusCode).toBe(200);
  }, 60_000);
});
