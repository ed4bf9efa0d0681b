import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StorageError, reasonOf } from './errors';
import type { Database, Queryable } from './port';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

// One fixed key for every schema of a database: migrations are short, and serialising them across
// schemas also keeps concurrent `CREATE EXTENSION pg_trgm` (database-wide) from racing.
const MIGRATION_LOCK_KEY = 7_262_514_008;

/** The migration files in order (`0001_name.sql`, ...); a version is the file name without `.sql`. */
export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Held until the transaction ends; other processes migrating the same database wait here. */
async function lock(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/**
 * Applies the migrations not applied yet, in file-name order, each in its own transaction; returns the
 * versions applied. Safe when several processes start at once: each transaction takes an advisory lock
 * and re-checks the version under it. A failing file is rolled back and named in a `StorageError`.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  });
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migration')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const { version, sql } of files) {
    if (done.has(version)) continue;
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query('SELECT 1 FROM schema_migration WHERE version = $1', [version]);
      if (rows.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new StorageError(`Migration ${version}.sql failed: ${reasonOf(error)}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migration (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
