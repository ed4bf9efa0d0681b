import type { Queryable } from '../../storage/port';

/** The secondary indexes of the product tables, as `CREATE INDEX` statements, and their foreign keys. */
export interface DroppedIndexes {
  definitions: string[];
  /** `ALTER TABLE ... ADD CONSTRAINT ...` statements, run after the indexes (each checks every row once). */
  foreignKeys: string[];
}

// Keeping a GIN index (trigram, tsvector, jsonb, arrays) up to date row by row costs more than building it
// once at the end; constraint indexes (primary keys, unique sku) stay, they guard the data while loading.
const BULK_TABLES = ['product', 'product_i18n', 'stock'];

/** Drops the product tables' secondary indexes and foreign keys inside the current transaction and returns how to rebuild them. */
export async function dropSecondaryIndexes(tx: Queryable): Promise<DroppedIndexes> {
  const { rows } = await tx.query<{ schemaname: string; indexname: string; indexdef: string }>(
    `SELECT i.schemaname, i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = i.schemaname))
     ORDER BY i.indexname`,
    [BULK_TABLES],
  );
  for (const row of rows) await tx.exec(`DROP INDEX "${row.schemaname}"."${row.indexname}"`);
  // A foreign key checks each loaded row against its parent (one lookup per row: a fifth of the database's
  // work in a 1M load, ADR 0079); added back after the load, it checks every row at once.
  const keys = await tx.query<{ relname: string; conname: string; def: string }>(
    `SELECT t.relname, c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
     WHERE c.contype = 'f' AND t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND t.relname = ANY($1::text[])
     ORDER BY t.relname, c.conname`,
    [BULK_TABLES],
  );
  for (const key of keys.rows) await tx.exec(`ALTER TABLE "${key.relname}" DROP CONSTRAINT "${key.conname}"`);
  return {
    definitions: rows.map((row) => row.indexdef),
    foreignKeys: keys.rows.map((key) => `ALTER TABLE "${key.relname}" ADD CONSTRAINT "${key.conname}" ${key.def}`),
  };
}

/** Recreates what `dropSecondaryIndexes` dropped. */
export async function recreateIndexes(tx: Queryable, dropped: DroppedIndexes): Promise<void> {
  // GIN builds sort in maintenance memory; the default 64 MB makes them spill and take twice as long.
  await tx.exec("SET LOCAL maintenance_work_mem = '256MB'");
  for (const definition of dropped.definitions) await tx.exec(definition);
  for (const key of dropped.foreignKeys) await tx.exec(key);
}
