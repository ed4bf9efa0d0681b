import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './port';

/** The embedded adapter: PGlite with pg_trgm, persisted in `dataDir` (in memory without one). */
export async function openPglite(options: { dataDir?: string } = {}): Promise<Database> {
  const pg = options.dataDir ? new PGlite(options.dataDir, { extensions: { pg_trgm } }) : new PGlite({ extensions: { pg_trgm } });
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await q.query<R>(sql, [...params])).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
