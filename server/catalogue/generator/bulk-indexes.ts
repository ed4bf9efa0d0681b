import type { Queryable } from '../../storage/port';

/** The secondary indexes of the product tables, as `CREATE INDEX` statements. */
export interface DroppedIndexes {
  definitions: string[];
}

// Keeping a GIN index (trigram, tsvector, jsonb, arrays) up to date row by row costs more than building it
// once at the end; constraint indexes (primary keys, unique sku) stay, they guard the data while loading.
const BULK_TABLES = ['product', 'product_i18n', 'stock'];

/** Drops the product tables' secondary indexes inside the current transaction and returns how to rebuild them. */
export async function dropSecondaryIndexes(tx: Queryable): Promise<DroppedIndexes> {
  const { rows } = await tx.query<{ schemaname: string; indexname: string; indexdef: string }>(
    `SELECT i.schemaname, i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = i.schemaname))
     ORDER BY i.indexname`,
    [BULK_TABLES],
  );
  for (const row of rows) await tx.exec(`DROP INDEX "${row.schemaname}"."${row.indexname}"`);
  return { definitions: rows.map((row) => row.indexdef) };
}

/** Recreates what `dropSecondaryIndexes` dropped. */
export async function recreateIndexes(tx: Queryable, dropped: DroppedIndexes): Promise<void> {
  // GIN builds sort in maintenance memory; the default 64 MB makes them spill and take twice as long.
  await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
  for (const definition of dropped.definitions) await tx.exec(definition);
}
