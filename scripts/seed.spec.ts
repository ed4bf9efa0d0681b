import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPglite } from '../server/storage/index';
import type { Database } from '../server/storage/index';
import { main } from './seed';
import type { SeedIo } from './seed';

interface Run {
  code: number;
  out: string[];
  err: string[];
}

// One in-memory database shared by the runs; `close` is deferred to afterAll so runs can reuse it.
let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
}, 60_000);
afterAll(() => db.close());

async function run(argv: string[], open: SeedIo['open'] = async () => ({ ...db, close: async () => {} })): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  let tick = 0;
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env: {}, open, now: () => (tick += 1500) });
  return { code, out, err };
}

describe('npm run seed', () => {
  it('prints usage for --help and rejects bad arguments without touching the database', async () => {
    const never = async (): Promise<Database> => {
      throw new Error('must not open');
    };
    expect((await run(['--help'], never)).out.join('\n')).toContain('--products N');
    const bad = await run(['--products', 'many'], never);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toBe('seed: --products needs a whole number, got "many"');
    expect((await run(['--frobnicate'], never)).err[0]).toBe('seed: unknown argument "--frobnicate"');
  });

  it('seeds, prints a summary with timing, refuses a second run and reseeds with --reset', async () => {
    const first = await run(['--products', '80', '--seed', '3']);
    expect(first.code).toBe(0);
    expect(first.out).toContain('seed 3, generatedAt 2026-01-04T00:00:00.000Z');
    expect(first.out.find((l) => l.startsWith('products: 80 ('))).toMatch(/simple \d+, configurable \d+/);
    expect(first.out.at(-1)).toBe('seeded in 1.5 s (53 products/s) on pglite');

    const again = await run(['--products', '80']);
    expect(again.code).toBe(1);
    expect(again.err[0]).toMatch(/^seed: The catalogue is not empty \(80 products, \d+ categories\): empty it first \(npm run seed -- --reset\)$/);

    const reset = await run(['--products', '60', '--reset']);
    expect(reset.code).toBe(0);
    expect(reset.out[0]).toBe('catalogue emptied');
    expect(Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product')).rows[0]?.n)).toBe(60);
  }, 60_000);

  it('reports a database that cannot be opened in one line', async () => {
    const failed = await run([], async () => {
      throw new Error('connection refused');
    });
    expect(failed).toMatchObject({ code: 1, err: ['seed: cannot open the database: connection refused'] });
  });
});
