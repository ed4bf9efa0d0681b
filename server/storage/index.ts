import type { Database } from './port';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, DatabaseKind, Queryable } from './port';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export { migrate, migrationFiles } from './migrate';

/** PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite under `dataDir`. */
export function openDatabase(config: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir });
}
