import type { Queryable } from '../storage/port';

/**
 * product_number (migration 0013, ADR 0079) is kept by statement triggers on product. A bulk load turns them
 * off and fills the table once at the end, in index order: at 1,000,000 products, 3.5 million numbers inserted
 * a batch at a time in random order thrashed the btree (the load slowed to half its speed).
 */
export async function loadWithoutPartNumberTriggers<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  await tx.exec('ALTER TABLE product DISABLE TRIGGER product_number_insert; ALTER TABLE product DISABLE TRIGGER product_number_update');
  const result = await work();
  await tx.exec('ALTER TABLE product ENABLE TRIGGER product_number_insert; ALTER TABLE product ENABLE TRIGGER product_number_update');
  await rebuildPartNumbers(tx);
  return result;
}

/**
 * Rebuilds product_number from every product's normalised OE and OEM numbers: its two indexes are dropped,
 * the rows written (numbers deduplicated per product, so no global sort) and the indexes built again, each
 * by one sort (filling indexed tables row by row took 2.2 minutes at 1,000,000 products).
 */
export async function rebuildPartNumbers(tx: Queryable): Promise<void> {
  await tx.exec(
    `ALTER TABLE product_number DROP CONSTRAINT product_number_pkey;
     DROP INDEX product_number_product_idx;
     DELETE FROM product_number;
     INSERT INTO product_number (number, product_id)
       SELECT x.n, p.id FROM product p
       CROSS JOIN LATERAL (SELECT DISTINCT n FROM unnest(coalesce(p.oe_norm, '{}') || coalesce(p.oem_norm, '{}')) AS n WHERE n <> '') AS x;
     SET LOCAL maintenance_work_mem = '256MB';
     ALTER TABLE product_number ADD CONSTRAINT product_number_pkey PRIMARY KEY (number, product_id);
     CREATE INDEX product_number_product_idx ON product_number (product_id);`,
  );
}
