import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './port';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The migration files in order (`0001_name.sql`, ...). */
export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies the migrations not applied yet, each in its own transaction; returns the versions applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migration (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migration')).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const { version, sql } of migrationFiles(dir)) {
    if (done.has(version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (version) VALUES ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}
