import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeViews } from '../src/app/store-views';
import { startApi } from './bootstrap';
import { seedCatalogue } from './catalogue/seed';
import type { Database } from './storage/port';
import { StorageError } from './storage/errors';
import { forEachDatabase } from './testing/databases';

// The real generator has its own specs; here only whether and how start-up calls it matters.
vi.mock('./catalogue/seed', () => ({
  DEMO_PRODUCT_COUNT: 5000,
  GENERATOR_VERSION: 1,
  seedCatalogue: vi.fn(async (db: Database, options: { products: number; onProgress?: (line: string) => void }) => {
    options.onProgress?.(`products: ${options.products}/${options.products}`);
    await db.query(`INSERT INTO catalogue_meta (key, value) VALUES ('seed', '{"seed": 1}')`);
  }),
}));
const seed = vi.mocked(seedCatalogue);

beforeEach(() => {
  seed.mockClear();
});

forEachDatabase(
  'startApi',
  ({ db }) => {
    it('migrates an empty database and loads the demo catalogue into it, logging progress', async () => {
      const lines: string[] = [];
      const api = await startApi({ dataDir: '/unused', databaseUrl: null, storeViews }, { database: db(), log: (line) => lines.push(line) });
      expect(api.seeded).toBe(true);
      expect(seed).toHaveBeenCalledTimes(1);
      expect(seed).toHaveBeenCalledWith(db(), { products: 5000, seed: 1, onProgress: expect.any(Function) });
      expect(lines[0]).toMatch(/^Migrations applied: 0001_catalogue/);
      expect(lines).toContain('Catalogue is empty: loading the demo catalogue (5000 products, seed 1)...');
      expect(lines).toContain('  products: 5000/5000');
      expect(api.deps.db).toBe(db());
      expect(api.deps.storeViews).toBe(storeViews);
      expect(api.deps.now()).toBeInstanceOf(Date);
    });

    it('reuses the catalogue on the next start: no migration, no seed', async () => {
      const lines: string[] = [];
      const api = await startApi({ dataDir: '/unused', databaseUrl: null, storeViews }, { database: db(), log: (line) => lines.push(line) });
      expect(api.seeded).toBe(false);
      expect(seed).not.toHaveBeenCalled();
      expect(lines).toEqual([]);
    });

    it('leaves products imported without a seed record alone', async () => {
      await db().query("DELETE FROM catalogue_meta WHERE key = 'seed'");
      await db().query("INSERT INTO product (id, sku, type_id, price) VALUES (1, 'IMPORTED-1', 'simple', 10)");
      const lines: string[] = [];
      const api = await startApi({ dataDir: '/unused', databaseUrl: null, storeViews }, { database: db(), log: (line) => lines.push(line) });
      expect(api.seeded).toBe(false);
      expect(seed).not.toHaveBeenCalled();
      expect(lines).toEqual(['Catalogue: products present without a seed record; not loading the demo catalogue']);
      await db().query('DELETE FROM product');
    });

    it('accepts the catalogue another process loaded while this one was seeding', async () => {
      seed.mockImplementationOnce(async (other) => {
        await other.query(`INSERT INTO catalogue_meta (key, value) VALUES ('seed', '{"seed": 1}')`);
        throw new Error('duplicate key value violates unique constraint "catalogue_meta_pkey"');
      });
      const lines: string[] = [];
      const api = await startApi({ dataDir: '/unused', databaseUrl: null, storeViews }, { database: db(), log: (line) => lines.push(line) });
      expect(api.seeded).toBe(false);
      expect(lines).toContain('Catalogue: loaded by another process meanwhile');
    });

    it('closes the database and fails when loading the catalogue fails', async () => {
      await db().query("DELETE FROM catalogue_meta WHERE key = 'seed'");
      seed.mockRejectedValueOnce(new Error('disk full'));
      await expect(startApi({ dataDir: '/unused', databaseUrl: null, storeViews }, { database: db(), log: () => {} })).rejects.toThrow('disk full');
      await expect(db().query('SELECT 1')).rejects.toThrow();
    });
  },
  { migrated: false },
);

describe('startApi on an empty DATA_DIR (embedded database)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bootstrap-spec-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = { dataDir, databaseUrl: null, storeViews };

  it('creates the database under DATA_DIR/pglite and seeds it once; a second start reuses it', async () => {
    const lines: string[] = [];
    const first = await startApi(config, { log: (line) => lines.push(line) });
    expect(lines[0]).toBe(`Storage: embedded PGlite in ${join(dataDir, 'pglite')}`);
    expect(first.seeded).toBe(true);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(first.deps.db.kind).toBe('pglite');
    // While it is open, another start on the same directory is refused instead of corrupting it.
    await expect(startApi(config, { log: () => {} })).rejects.toThrow(StorageError);
    await first.close();

    const second = await startApi(config, { log: () => {} });
    expect(second.seeded).toBe(false);
    expect(seed).toHaveBeenCalledTimes(1);
    expect((await second.deps.db.query("SELECT value FROM catalogue_meta WHERE key = 'seed'")).rows).toEqual([{ value: { seed: 1 } }]);
    await second.close();
  }, 180_000);
});

describe('startApi with the demo database template (embedded database)', () => {
  const work = mkdtempSync(join(tmpdir(), 'bootstrap-template-spec-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const cacheDir = join(work, 'cache');
  const config = (name: string) => ({ dataDir: join(work, name), databaseUrl: null, storeViews });

  it('makes the template once, then gives every new DATA_DIR a copy of it: no seed, own secrets', async () => {
    const lines: string[] = [];
    const first = await startApi(config('a'), { log: (line) => lines.push(line), demoTemplateDir: cacheDir });
    expect(first.seeded).toBe(true);
    expect(seed).toHaveBeenCalledTimes(1);
    expect(lines.some((line) => line.startsWith('Demo database template: creating'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Database: copied from the demo template'))).toBe(true);
    await first.deps.db.query("INSERT INTO product (id, sku, type_id, price) VALUES (1, 'ONLY-IN-A', 'simple', 10)");
    const secretA = first.deps.commerce.authSecret;
    await first.close();

    const second = await startApi(config('b'), { log: () => {}, demoTemplateDir: cacheDir });
    expect(seed).toHaveBeenCalledTimes(1);
    expect((await second.deps.db.query("SELECT value FROM catalogue_meta WHERE key = 'seed'")).rows).toEqual([{ value: { seed: 1 } }]);
    // A copy, not a shared database; and the token secret is made per database, never in the template.
    expect((await second.deps.db.query("SELECT 1 FROM product WHERE sku = 'ONLY-IN-A'")).rows).toEqual([]);
    expect(second.deps.commerce.authSecret).not.toBe(secretA);
    // The listing rows are built in the template for the views' tax countries: a new copy has none to rebuild.
    const countries = (await second.deps.db.query<{ country: string }>('SELECT country FROM product_listing_country ORDER BY idx')).rows.map((row) => row.country);
    expect(countries).toEqual([...new Set(storeViews.map((view) => view.tax.defaultCountry))]);
    expect((await second.deps.db.query('SELECT 1 FROM product_listing_stale LIMIT 1')).rows).toEqual([]);
    await second.close();
    expect(readdirSync(cacheDir).filter((name) => !name.endsWith('.lock'))).toHaveLength(1);
  }, 180_000);

  it('leaves an existing database alone', async () => {
    const lines: string[] = [];
    const again = await startApi(config('a'), { log: (line) => lines.push(line), demoTemplateDir: cacheDir });
    expect(again.seeded).toBe(false);
    expect((await again.deps.db.query("SELECT 1 FROM product WHERE sku = 'ONLY-IN-A'")).rows).toHaveLength(1);
    expect(lines.some((line) => /demo (database )?template/i.test(line))).toBe(false);
    await again.close();
  }, 60_000);

  it('creates the database in place when the template cannot be made', async () => {
    const blocked = join(work, 'not-a-dir');
    writeFileSync(blocked, '');
    const lines: string[] = [];
    const api = await startApi(config('c'), { log: (line) => lines.push(line), demoTemplateDir: join(blocked, 'cache') });
    expect(lines.some((line) => line.startsWith('Demo database template not used'))).toBe(true);
    expect(api.seeded).toBe(true);
    await api.close();
  }, 180_000);
});
