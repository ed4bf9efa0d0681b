import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { claimDataDir } from './data-dir-lock';
import { StorageError, reasonOf } from './errors';
import type { Database, Queryable } from './port';

/** How to open PGlite: persisted in `dataDir` (in memory without one), optionally starting from a dump. */
export interface PgliteOptions {
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from instead of running initdb (test templates). */
  loadDataDir?: Blob;
}

const NUMERIC_OID = 1700;

/** PGlite reads COPY data from its virtual `/dev/blob` file, not from STDIN. */
export function copyFromBlobSql(sql: string): string {
  if (!/\bFROM\s+STDIN\b/i.test(sql)) throw new Error(`copyFrom needs COPY ... FROM STDIN, got: ${sql.slice(0, 80)}`);
  return sql.replace(/\bFROM\s+STDIN\b/i, "FROM '/dev/blob'");
}

function prepareDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    // access(W_OK) says yes to root on a read-only mount; only a real write tells.
    const probe = join(dir, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? reasonOf(error);
    throw new StorageError(`The embedded database directory "${dir}" is not writable (${code}); check DATA_DIR`, { cause: error });
  }
}

/** A raw PGlite with the shop's extensions and parsers (numeric as number, like the PostgreSQL adapter). */
export async function createPglite(options: PgliteOptions = {}): Promise<PGlite> {
  const pg = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [NUMERIC_OID]: (value: string) => Number(value) },
  });
  await pg.waitReady;
  return pg;
}

/** The storage port over an open PGlite; `onClose` runs after it closes (releases the data dir lock). */
export function wrapPglite(pg: PGlite, onClose: () => void = () => {}): Database {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await q.query<R>(sql, [...params])).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
    copyFrom: async (sql: string, data: string) => {
      await q.query(copyFromBlobSql(sql), [], { blob: new Blob([data]) });
    },
  });
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    // PGlite is one connection: it queues queries itself, and a transaction holds the queue until it
    // ends, so a query sent meanwhile runs after it (never inside it).
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => {
      closing ??= (pg.closed ? Promise.resolve() : pg.close()).finally(onClose);
      return closing;
    },
  };
}

/**
 * The embedded adapter: PGlite with pg_trgm, persisted in `dataDir` (created if missing, claimed by a
 * `<dataDir>.lock` file while open), in memory without one. Fails with a one-line `StorageError`.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const dir = options.dataDir;
  if (!dir) return wrapPglite(await createPglite(options));
  prepareDir(dir);
  const release = claimDataDir(`${dir}.lock`, `The embedded database "${dir}"`);
  try {
    return wrapPglite(await createPglite(options), release);
  } catch (error) {
    release();
    throw new StorageError(`The embedded database in "${dir}" cannot be opened: ${reasonOf(error)}`, { cause: error });
  }
}
