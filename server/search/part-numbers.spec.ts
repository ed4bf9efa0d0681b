import { expect, it } from 'vitest';
import { forEachDatabase } from '../testing/databases';

// product_number (migration 0013, ADR 0079) answers "an OE or OEM number starting with X" for the search;
// it must follow every write to a product's numbers, whoever makes it.
forEachDatabase('part numbers table', ({ db }) => {
  const numbersOf = async (id: number) =>
    (await db().query<{ number: string }>('SELECT number FROM product_number WHERE product_id = $1 ORDER BY number', [id])).rows.map((r) => r.number);
  const startingWith = async (prefix: string) =>
    (await db().query<{ product_id: number }>("SELECT DISTINCT product_id FROM product_number WHERE number LIKE $1 || '%' ORDER BY product_id", [prefix])).rows.map((r) => r.product_id);

  it('holds the normalised OE and OEM numbers of inserted products, once each', async () => {
    await db().query(
      `INSERT INTO product (id, sku, type_id, price, oe_numbers, oem_numbers, oe_norm, oem_norm) VALUES
         (9001, 'PN-9001', 'simple', 10, '{"1K0 698 151"}', '{"0 986 494 524", "1K0 698 151"}', '{1K0698151}', '{0986494524,1K0698151}'),
         (9002, 'PN-9002', 'simple', 12, '{"1K0 698 451"}', '{}', '{1K0698451}', '{}'),
         (9003, 'PN-9003', 'simple', 14, '{}', '{}', '{}', '{}')`,
    );
    expect(await numbersOf(9001)).toEqual(['0986494524', '1K0698151']);
    expect(await numbersOf(9003)).toEqual([]);
    expect(await startingWith('1K0698')).toEqual([9001, 9002]);
    expect(await startingWith('1K06981')).toEqual([9001]);
  });

  it('follows changed numbers and leaves them alone when other columns change', async () => {
    await db().query("UPDATE product SET oe_norm = '{1K0698999}', oe_numbers = '{\"1K0 698 999\"}' WHERE id = 9002");
    expect(await numbersOf(9002)).toEqual(['1K0698999']);
    expect(await startingWith('1K069845')).toEqual([]);
    await db().query('UPDATE product SET price = price + 1 WHERE id IN (9001, 9002)');
    expect(await numbersOf(9001)).toEqual(['0986494524', '1K0698151']);
    expect(await numbersOf(9002)).toEqual(['1K0698999']);
    await db().query("UPDATE product SET oem_norm = '{}' WHERE id = 9001");
    expect(await numbersOf(9001)).toEqual(['1K0698151']);
  });

  it('forgets the numbers of deleted products', async () => {
    await db().query('DELETE FROM product WHERE id IN (9001, 9002, 9003)');
    expect(await startingWith('1K0698')).toEqual([]);
  });

  it('finds prefixes by a range scan of its index, not by reading the table', async () => {
    // The test table is tiny, so the planner would read it whole; with table scans priced out, a plan that
    // still reads the table would mean the index cannot answer LIKE 'X%' (a collation that is not "C").
    const plan = await db().transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return (await tx.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT product_id FROM product_number WHERE number LIKE '0986%'")).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using product_number_pkey|Bitmap Index Scan on product_number_pkey/);
    expect(plan).toMatch(/number >= '0986'/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
