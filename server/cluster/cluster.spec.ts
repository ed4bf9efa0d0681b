import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed';
import { migrate } from '../storage/migrate';
import type { Database } from '../storage/port';
import { openPostgresSchema, testDatabaseUrl } from '../testing/postgres-schema';
import { testDatabaseKinds } from '../testing/databases';
import { invalidationPayloads, listenForInvalidations, parseInvalidation, publishInvalidation } from './invalidation';
import type { Invalidation, InvalidationListener } from './invalidation';
import { acquireLease, releaseLease } from './lease';
import { cleanup, specialPriceWindows, startScheduler } from './scheduler';

/** Polls `check` until it answers true (at most `ms`): the conditions here arrive over the network. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('invalidation payloads', () => {
  it('reads tags and * (everything)', () => {
    expect(parseInvalidation('P1, product,,P1')).toEqual({ all: false, tags: ['P1', 'product'] });
    expect(parseInvalidation('P1,*')).toEqual({ all: true });
    expect(parseInvalidation(undefined)).toEqual({ all: false, tags: [] });
  });

  it('splits long tag lists under the NOTIFY limit and sends * alone', () => {
    const tags = Array.from({ length: 2000 }, (_, i) => `P${100000 + i}`);
    const payloads = invalidationPayloads(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(payload.length).toBeLessThanOrEqual(7000);
    expect(payloads.join(',').split(',')).toEqual(tags);
    expect(invalidationPayloads(['P1', '*'])).toEqual(['*']);
  });
});

// Leases, the scheduler and LISTEN/NOTIFY are what several instances on one PostgreSQL share (ADR 0072).
for (const kind of testDatabaseKinds().filter((k) => k === 'postgres')) {
  describe(`several instances on one PostgreSQL [${kind}]`, () => {
    let db: Database;
    let drop: () => Promise<void>;
    let schema: string;

    beforeAll(async () => {
      ({ db, drop, schema } = await openPostgresSchema('cluster'));
      await migrate(db);
      await seedCatalogue(db, { products: 50, seed: 3 });
    }, 180_000);
    afterAll(async () => {
      await drop?.();
    });

    it('gives a lease to one holder at a time, and to another once released or expired', async () => {
      expect(await acquireLease(db, 'test-lease', 'a', 60_000)).toBe(true);
      expect(await acquireLease(db, 'test-lease', 'b', 60_000)).toBe(false);
      // The holder renews it.
      expect(await acquireLease(db, 'test-lease', 'a', 60_000)).toBe(true);
      await releaseLease(db, 'test-lease', 'a');
      expect(await acquireLease(db, 'test-lease', 'b', 1)).toBe(true);
      // b's lease of 1 ms expires: a takes it over.
      await until(() => acquireLease(db, 'test-lease', 'a', 60_000), 'the expired lease to pass to a');
      expect(await acquireLease(db, 'test-lease', 'b', 60_000)).toBe(false);
    });

    it('runs scheduled work on exactly one of two instances, and on the other once the first stops', async () => {
      const ran: string[] = [];
      const job = (name: string) => ({ name: 'count', run: async () => {
        ran.push(name);
        return null;
      } });
      const a = startScheduler({ db, holder: 'instance-a', jobs: [job('a')], autoStart: false, intervalMs: 60_000 });
      const b = startScheduler({ db, holder: 'instance-b', jobs: [job('b')], autoStart: false, intervalMs: 60_000 });
      const both = await Promise.all([a.tick(), b.tick()]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(ran).toHaveLength(1);
      const first = ran[0];
      await (first === 'a' ? a : b).stop();
      expect(await (first === 'a' ? b : a).tick()).toBe(true);
      expect(ran).toEqual([first, first === 'a' ? 'b' : 'a']);
      await a.stop();
      await b.stop();
    });

    describe('cache invalidation over LISTEN/NOTIFY', () => {
      let listener: InvalidationListener;
      const heard: Invalidation[] = [];
      const heardTag = (tag: string) => heard.some((h) => h.all || h.tags.includes(tag));
      const url = testDatabaseUrl();

      beforeAll(async () => {
        listener = listenForInvalidations(pg, { url, onInvalidation: (inv) => heard.push(inv), onError: () => {}, retryMs: 50, applicationName: `ap24-test-${schema}` });
        await listener.ready;
      });
      afterAll(async () => {
        await listener?.close();
      });

      it('hears what another instance publishes', async () => {
        await publishInvalidation(db, ['P424242', 'category']);
        await until(() => heard.some((h) => !h.all && h.tags.includes('P424242') && h.tags.includes('category')), 'the published tags');
      });

      it('hears a product written in the database, with its tag and the pages that show prices', async () => {
        const { rows } = await db.query<{ id: number }>("SELECT id FROM product WHERE type_id = 'simple' ORDER BY id LIMIT 1");
        const id = rows[0]!.id;
        await db.query('UPDATE product SET price = price + 1 WHERE id = $1', [id]);
        await until(() => heard.some((h) => !h.all && h.tags.includes(`P${id}`) && h.tags.includes('product') && h.tags.includes('category')), `the tag P${id}`);
      });

      it('tells the instances when a special-price window opens', async () => {
        const { rows } = await db.query<{ id: number }>("SELECT id FROM product WHERE type_id = 'simple' ORDER BY id DESC LIMIT 1");
        const id = rows[0]!.id;
        const now = new Date();
        const opens = new Date(now.getTime() - 1000);
        await db.query('UPDATE product SET special_price = price / 2, special_from_date = $2, special_to_date = NULL WHERE id = $1', [id, opens.toISOString()]);
        heard.length = 0;
        const said = await specialPriceWindows.run({ db, since: new Date(now.getTime() - 2000), now });
        expect(said).toContain('changed price');
        await until(() => heardTag(`P${id}`), `the window of P${id}`);
        // A window that opened before the last run was told then.
        expect(await specialPriceWindows.run({ db, since: now, now: new Date(now.getTime() + 1000) })).toBeNull();
      });

      it('forgets everything once after its connection was lost (notifications may have been missed)', async () => {
        heard.length = 0;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`ap24-test-${schema}`]);
        } finally {
          await admin.end();
        }
        await until(() => heard.some((h) => h.all), 'a clear after reconnecting');
        await until(() => listener.listening(), 'the listener to listen again');
        await publishInvalidation(db, ['P515151']);
        await until(() => heardTag('P515151') && heard.some((h) => !h.all && h.tags.includes('P515151')), 'tags after reconnecting');
      });
    });

    it('cleans up sign-in and reset attempts older than a day, keeping the recent ones', async () => {
      const now = new Date();
      const old = new Date(now.getTime() - 2 * 86_400_000).toISOString();
      await db.query("INSERT INTO login_attempt (account, address, succeeded, at) VALUES ('old@x', '1.2.3.4', false, $1), ('new@x', '1.2.3.4', false, $2)", [old, now.toISOString()]);
      await db.query("INSERT INTO reset_attempt (kind, email, address, at) VALUES ('token', 'old@x', '1.2.3.4', $1)", [old]);
      expect(await cleanup.run({ db, since: now, now })).toBe('2 expired attempts removed');
      expect((await db.query<{ account: string }>('SELECT account FROM login_attempt')).rows.map((r) => r.account)).toEqual(['new@x']);
    });
  });
}
