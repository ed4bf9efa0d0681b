/**
 * Issue 18 item 16, the crash test (ADR 0044): the real server (server/main.ts as a child process, on its own
 * port and database) takes a burst of 40 concurrent guest orders and is killed with SIGKILL as soon as 10 of
 * them are acknowledged, while the rest are in flight. Restarted on the same database, every acknowledged
 * order is there with its line and answers its own confirmation again when resent; the stock moved by exactly
 * what the orders found in the database took (acknowledged ones and any that committed unanswered), once each.
 * On PGlite (DATA_DIR in a temp folder) and on PostgreSQL (a database of its own on the test server).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, FIXTURE_SQL } from '../catalogue/documents/test-fixture';
import { orderPayload } from '../commerce/orders/testing';
import { pgliteTemplate, testDatabaseKinds, testDatabaseUrl } from '../testing';
import { freePort, startServerProcess, stopServerProcess } from '../testing/server-process';
import { openPglite, pgliteDir } from './index';
import { createPglite, wrapPglite } from './pglite';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import type { Database, DatabaseKind } from './port';

const ORDERS = 40;
const KILL_AFTER = 10;
const STOCK = 1000;
const SEED_RECORD = `INSERT INTO catalogue_meta (key, value) VALUES ('seed', '{"seed": 1}') ON CONFLICT (key) DO NOTHING`;

/** Where a kind's database lives for the server, how the spec opens it, and how it is removed. */
interface Store {
  env: Record<string, string>;
  open(): Promise<Database>;
  remove(): Promise<void>;
}

async function pgliteStore(): Promise<Store> {
  const scratch = mkdtempSync(join(tmpdir(), 'crash-'));
  const dataDir = join(scratch, 'data');
  // The fixture catalogue as the server's embedded database (a seed record, so start-up loads no demo).
  const tarball = readFileSync(await pgliteTemplate(FIXTURE_DATABASE));
  mkdirSync(pgliteDir(dataDir), { recursive: true });
  const db = wrapPglite(await createPglite({ dataDir: pgliteDir(dataDir), loadDataDir: new Blob([tarball]) }));
  await db.exec(SEED_RECORD);
  await db.close();
  return { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir: pgliteDir(dataDir) }), remove: async () => rmSync(scratch, { recursive: true, force: true }) };
}

async function postgresStore(): Promise<Store> {
  const name = `crash_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 1 });
  await migrate(db);
  await db.exec(FIXTURE_SQL);
  await db.exec(SEED_RECORD);
  await db.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-pg-'));
  const remove = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, open: () => openPostgres(url.toString(), { max: 2 }), remove };
}

interface Sent {
  orderId: string;
  body: string;
  qty: number;
}
type Ack = Sent & { result: { backendOrderId: string; orderNumber: string } };

const post = (url: string, body: string) => fetch(`${url}/api/order`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

for (const kind of testDatabaseKinds() as DatabaseKind[]) {
  describe(`a server killed in the middle of an order burst [${kind}]`, () => {
    let store: Store | undefined;
    afterAll(async () => {
      await store?.remove();
    });

    it('keeps every acknowledged order, takes stock once per stored order, and answers resends as before', async () => {
      store = kind === 'pglite' ? await pgliteStore() : await postgresStore();
      const setup = await store.open();
      await setup.query('UPDATE stock SET qty = $1, is_in_stock = true WHERE product_id = 1', [STOCK]);
      await setup.close();

      const port = await freePort();
      const first = await startServerProcess(port, store.env);
      const orders: Sent[] = Array.from({ length: ORDERS }, (_, i) => {
        const qty = (i % 3) + 1;
        const payload = orderPayload([{ sku: 'BP-1', qty }], { order_id: `crash-${kind}-${i}` }, `crash${i}@example.com`);
        return { orderId: payload.order_id, body: JSON.stringify(payload), qty };
      });
      const acks: Ack[] = [];
      let killed!: () => void;
      const enough = new Promise<void>((resolve) => (killed = resolve));
      const burst = orders.map(async (order) => {
        const res = await post(first.url, order.body);
        if (res.status !== 200) return;
        const body = (await res.json()) as { result: Ack['result'] };
        // Answers that arrive after the kill was decided are acknowledged too: the client saw them.
        acks.push({ ...order, result: body.result });
        if (acks.length === KILL_AFTER) killed();
      });
      await Promise.race([enough, Promise.all(burst)]);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      await Promise.allSettled(burst);
      expect(acks.length).toBeGreaterThanOrEqual(KILL_AFTER);
      // The kill came while orders were still in flight (PGlite places one order at a time).
      expect(acks.length, first.output()).toBeLessThan(ORDERS);

      const second = await startServerProcess(port, store.env);
      try {
        for (const ack of acks) {
          const res = await post(second.url, ack.body);
          expect([ack.orderId, res.status, ((await res.json()) as { result: unknown }).result]).toEqual([ack.orderId, 200, ack.result]);
        }
      } finally {
        await stopServerProcess(second);
      }

      const db = await store.open();
      try {
        const { rows: stored } = await db.query<{ client_order_id: string; increment_id: string; items: { sku: string; qty: number }[]; taken: { product_id: number; qty: number }[] }>(
          `SELECT o.client_order_id, o.increment_id,
                  (SELECT json_agg(json_build_object('sku', i.sku, 'qty', i.qty)) FROM sales_order_item i WHERE i.order_id = o.id) AS items,
                  (SELECT json_agg(json_build_object('product_id', s.product_id, 'qty', s.qty)) FROM sales_order_stock s WHERE s.order_id = o.id) AS taken
             FROM sales_order o WHERE o.client_order_id LIKE $1`,
          [`crash-${kind}-%`],
        );
        const byId = new Map(stored.map((row) => [row.client_order_id, row]));
        for (const ack of acks) {
          expect(byId.get(ack.orderId), `acknowledged ${ack.orderId}`).toMatchObject({ increment_id: ack.result.orderNumber, items: [{ sku: 'BP-1', qty: ack.qty }] });
        }
        // Every stored order (acknowledged or committed unanswered) is one of the burst and took its own qty once.
        const sent = new Map(orders.map((order) => [order.orderId, order]));
        for (const row of stored) {
          const qty = sent.get(row.client_order_id)?.qty;
          expect([row.client_order_id, row.items, row.taken]).toEqual([row.client_order_id, [{ sku: 'BP-1', qty }], [{ product_id: 1, qty }]]);
        }
        const { rows: stock } = await db.query<{ qty: number }>('SELECT qty FROM stock WHERE product_id = 1');
        expect(STOCK - Number(stock[0]?.qty)).toBe(stored.reduce((sum, row) => sum + (sent.get(row.client_order_id)?.qty ?? 0), 0));
      } finally {
        await db.close();
      }
    }, 180_000);
  });
}
