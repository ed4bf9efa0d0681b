/**
 * Issue 18 item 13: the PostgreSQL link is cut under the shop (a TCP proxy of the test's own between the
 * pool and the server). A transaction in flight fails without taking the process down, requests answer
 * 503 with Retry-After while the link is down, /api/health says so, and the pool reconnects afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { storeViews } from '../../src/app/store-views';
import { cartRoutes } from '../api/cart';
import { buildServer } from '../app';
import { testCommerceConfig } from '../commerce/config';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { testDatabaseKinds, testDatabaseUrl, testServerConfig, uniqueSchemaName } from '../testing';
import { isDatabaseUnavailable } from './errors';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import type { Database } from './port';

const declare = testDatabaseKinds().includes('postgres') ? describe : null;

declare?.('a cut PostgreSQL link [postgres]', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'link-cut-'));
  const target = new URL(testDatabaseUrl());
  const schema = uniqueSchemaName('link cut');
  let proxy: TcpProxy;
  let direct: Database;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    direct = await openPostgres(testDatabaseUrl(), { max: 1 });
    await direct.exec(`CREATE SCHEMA ${schema}`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(testDatabaseUrl());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    db = await openPostgres(viaProxy.toString(), { searchPath: schema, max: 4, connectTimeoutMs: 2000, onIdleError: () => {} });
    await migrate(db);
    app = await buildServer(testServerConfig(scratch), { api: { deps: { db, storeViews, now: () => new Date(), commerce: testCommerceConfig() }, routes: [cartRoutes] } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await direct?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await direct?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const health = async () => {
    const res = await app.inject({ url: '/api/health' });
    return [res.statusCode, (res.json() as { result: { status: string; database: string } }).result.database];
  };

  it('fails a transaction in flight without killing the process, answers 503 meanwhile, and recovers', async () => {
    expect(await health()).toEqual([200, 'ok']);
    let cut!: () => void;
    const cutDone = new Promise<void>((resolve) => {
      cut = resolve;
    });
    const inFlight = db.transaction(async (tx) => {
      await tx.query('INSERT INTO cart (id, store_code, created_at, updated_at) VALUES ($1, $2, now(), now())', ['link-cut-cart', 'est']);
      await cutDone;
      await tx.query('SELECT 1');
    });
    // Let the transaction hold its connection, then cut every link.
    await expect.poll(async () => (await direct.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'idle in transaction' AND query LIKE 'INSERT INTO cart%'`)).rows[0]?.n).toBe(1);
    proxy.cut();
    cut();
    const failure = await inFlight.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // While the link is down: a clear 503 with Retry-After, and the health probe says why.
    const created = await app.inject({ method: 'POST', url: '/api/cart/create' });
    expect([created.statusCode, created.headers['retry-after'], created.json()]).toEqual([
      503,
      '5',
      { code: 503, result: 'The shop cannot reach its database just now. Please try again in a few seconds.' },
    ]);
    expect(await health()).toEqual([503, 'unreachable']);

    // The link comes back: the pool reconnects by itself and nothing of the failed transaction was kept.
    proxy.restore();
    await expect.poll(health, { timeout: 15_000, interval: 200 }).toEqual([200, 'ok']);
    const again = await app.inject({ method: 'POST', url: '/api/cart/create' });
    expect(again.statusCode).toBe(200);
    const { rows } = await direct.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.cart WHERE id = 'link-cut-cart'`);
    expect(rows[0]?.n).toBe(0);
  }, 60_000);
});
