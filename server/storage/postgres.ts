import pg from 'pg';
import type { Database, Queryable } from './port';

// numeric stays a string in node-postgres by default; the catalogue wants numbers (prices, qty).
pg.types.setTypeParser(1700, (value) => Number(value));
// bigint counts (count(*)) as numbers: the catalogue never gets near 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/** The PostgreSQL adapter: a connection pool on `url`; `searchPath` picks a schema (tests). */
export async function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
  });
  // Fail at start-up with the server's own message, not at the first request.
  const probe = await pool.connect();
  probe.release();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await client.query(sql, [...params])).rows as R[] }),
    exec: async (sql: string) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
