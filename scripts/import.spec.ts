import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../server/catalogue/seed';
import { validGtin } from '../server/catalogue/import';
import { migrate, openPglite } from '../server/storage/index';
import type { Database } from '../server/storage/index';
import { main } from './import';

const scratch = mkdtempSync(join(tmpdir(), 'import-spec-'));
let db: Database;
let ktype = '';
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  await seedCatalogue(db, { products: 60, seed: 1 });
  ktype = (await db.query<{ k: string }>("SELECT attrs->>'ktypnr' AS k FROM category WHERE kind = 'vehicle' AND attrs ? 'ktypnr' ORDER BY id LIMIT 1")).rows[0]?.k ?? '';
}, 120_000);
afterAll(async () => {
  await db.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function run(csv: string | null, argv?: string[]) {
  const path = join(scratch, `feed-${Math.random().toString(36).slice(2)}.csv`);
  if (csv !== null) writeFileSync(path, csv);
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv ?? [path], { out: (l) => out.push(l), err: (l) => err.push(l), env: {}, open: async () => ({ ...db, close: async () => {} }) });
  return { code, out, err };
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n);
const HEADER = 'sku,name_et,name_en,name_fi,category,brand,price,special_price,qty,oe_numbers,ean,ktypes';

describe('npm run import', () => {
  it('adds new parts and updates existing ones by sku, with texts, stock, numbers and fitment the search finds', async () => {
    const existing = (await db.query<{ sku: string }>('SELECT sku FROM product WHERE id = 1')).rows[0]?.sku ?? '';
    expect(await count('SELECT count(*)::int AS n FROM product_number WHERE product_id = 1')).toBeGreaterThan(0);
    const feed = [
      HEADER,
      `NEW-1,Piduriklotsid uued,New brake pads,Uudet jarrupalat,brakes/brake-pads,ATE,30.50,,7,1K0 698 151 Z|5Q0 615 301,4006633000017,${ktype}`,
      `"${existing}","Õlifilter, uus",Oil filter (new),,filters/oil-filters,MANN-FILTER,12.40,9.90,0,,,`,
    ].join('\n');
    const { code, out, err } = await run(feed);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toEqual([expect.stringMatching(/: 1 new products, 1 updated$/)]);
    const added = (await db.query<{ id: number; category_ids: number[]; oe_norm: string[]; price: number }>("SELECT id, category_ids, oe_norm, price FROM product WHERE sku = 'NEW-1'")).rows[0];
    expect(added?.price).toBe(30.5);
    expect(added?.oe_norm).toEqual(['1K0698151Z', '5Q0615301']);
    // The part numbers the search looks up (product_number, ADR 0079) follow the import: the new part's, and none
    // left for the updated part whose feed row has no numbers.
    expect((await db.query<{ number: string }>('SELECT number FROM product_number WHERE product_id = $1 ORDER BY number', [added?.id])).rows.map((r) => r.number)).toEqual(['1K0698151Z', '5Q0615301']);
    expect(await count('SELECT count(*)::int AS n FROM product_number WHERE product_id = 1')).toBe(0);
    // The parts category with its parent, and the engine with its model and make.
    expect(added?.category_ids.length).toBeGreaterThanOrEqual(5);
    expect(await count("SELECT count(*)::int AS n FROM product_i18n WHERE product_id = $1 AND url_path LIKE 'brakes/brake-pads/new-brake-pads-%'", [added?.id])).toBe(1);
    expect(await count('SELECT qty::int AS n FROM stock WHERE product_id = $1', [added?.id])).toBe(7);
    expect(await count('SELECT count(*)::int AS n FROM product_i18n WHERE product_id = 1')).toBe(2);
    expect(await count("SELECT count(*)::int AS n FROM stock WHERE product_id = 1 AND NOT is_in_stock AND qty = 0")).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM product_listing_stale WHERE product_id IN (1, $1)", [added?.id])).toBe(2);
  });

  it('imports nothing from a feed with bad rows and names every problem with its line', async () => {
    const before = await count('SELECT count(*)::int AS n FROM product');
    const feed = [
      HEADER,
      'OK-1,Hea,Good,,brakes/brake-pads,ATE,10,,1,,,',
      ',Nimeta,,,nowhere,,-5,,x,,123,99999999',
      'OK-1,Teine,Again,,brakes/brake-pads,ATE,10,12,1,,4006633000018,',
    ].join('\n');
    const { code, err } = await run(feed);
    expect(code).toBe(1);
    expect(err).toEqual([
      'line 3: sku is required; name_en is required; category "nowhere" is not a parts category (give its id or English url_path); price must be a number above 0 and at most 1000000 with up to 4 decimals, got "-5"; qty must be a whole number of 0 or more, got "x"; ean "123" must be 8, 12, 13 or 14 digits with a valid check digit; ktype "99999999" is not a known engine (KType number)',
      'line 4: special_price (12) must be below price (10); ean "4006633000018" must be 8, 12, 13 or 14 digits with a valid check digit; sku "OK-1" is already on line 2',
      'import: 2 rejected rows; nothing was imported',
    ]);
    expect(await count('SELECT count(*)::int AS n FROM product')).toBe(before);
    expect(await count("SELECT count(*)::int AS n FROM product WHERE sku = 'OK-1'")).toBe(0);
  });

  it('refuses a header with unknown or missing columns, an empty feed and a missing file', async () => {
    expect((await run('sku,name_et,colour\nA,B,C\n')).err[0]).toBe(
      'import: header: unknown column "colour" (the columns are sku, name_et, name_ru, name_en, name_fi, name_it, category, brand, price, special_price, qty, oe_numbers, oem_numbers, ean, ktypes); nothing was imported',
    );
    expect((await run('sku,name_et\nA,B\n')).err[0]).toBe('import: header: missing column name_en, category, price; nothing was imported');
    expect((await run(`${HEADER}\n`)).err[0]).toBe('import: the feed has no rows; nothing was imported');
    const missing = await run(null, [join(scratch, 'nope.csv')]);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/^import: cannot read ".*nope\.csv"$/);
    expect((await run(null, [])).code).toBe(2);
  });

  it('checks GTIN check digits', () => {
    expect(validGtin('4006633000017')).toBe(true);
    expect(validGtin('4006633000018')).toBe(false);
    expect(validGtin('96385074')).toBe(true);
    expect(validGtin('12345')).toBe(false);
  });
});
