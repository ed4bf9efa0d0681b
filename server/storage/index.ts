import { join } from 'node:path';
import type { Database } from './port';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type { Database, DatabaseKind, Queryable } from './port';
export { openPglite, createPglite, wrapPglite } from './pglite';
export type { PgliteOptions } from './pglite';
export { openPostgres, redactUrl } from './postgres';
export type { PostgresOptions } from './postgres';
export { migrate, migrationFiles } from './migrate';
export { StorageError } from './errors';

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/**
 * PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite under `<dataDir>/pglite`
 * (created if missing). Throws a one-line `StorageError` when neither can be opened.
 */
export function openDatabase(config: { dataDir: string; databaseUrl?: string | null | undefined }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: pgliteDir(config.dataDir) });
}
