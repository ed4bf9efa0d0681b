import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { StorageError, reasonOf } from './errors';
import type { Database, Queryable } from './port';

let driver: Promise<typeof pg> | undefined;

/**
 * node-postgres, loaded by the first `openPostgres` (a start on the embedded database never loads it: about
 * 0.1-0.2 s of a warm `npm start`, ADR 0035), with the shop's type parsers.
 */
function loadDriver(): Promise<typeof pg> {
  driver ??= import('pg').then(({ default: loaded }) => {
    // numeric stays a string in node-postgres by default; the catalogue wants numbers (prices, qty).
    loaded.types.setTypeParser(1700, (value) => Number(value));
    // bigint counts (count(*)) as numbers: the catalogue never gets near 2^53.
    loaded.types.setTypeParser(20, (value) => Number(value));
    return loaded;
  });
  return driver;
}

/** Options of the PostgreSQL adapter. */
export interface PostgresOptions {
  /** Schema first on the search path (tests use one schema per suite); `public` stays after it. */
  searchPath?: string;
  max?: number;
  /** How long to wait for a connection before failing (ms); default 10 s. */
  connectTimeoutMs?: number;
  /** Errors of idle pooled connections (server restarted); default: one line on stderr. */
  onIdleError?: (error: Error) => void;
  /** Connections of each `bounded` pool (searches); default 4. */
  boundedMax?: number;
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * The PostgreSQL adapter: a connection pool on `url`. Connects once at open so an unreachable server,
 * a wrong password or a missing database fail at start-up with a one-line `StorageError`.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  // It goes into a connection option string unquoted, so only plain identifiers.
  if (options.searchPath !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(options.searchPath)) {
    throw new StorageError(`searchPath must be a plain schema name, got "${options.searchPath}"`);
  }
  const pg = await loadDriver();
  const settings = (extra: readonly string[] = []) =>
    // JIT off: PostgreSQL's JIT compiles the catalogue's facet queries once their estimated cost passes
    // jit_above_cost, which costs 3-4 s per query at 100k products while the query itself runs in
    // 0.4 s (issue 17; ADR 0038). The shop's queries are short OLTP statements that never repay it.
    [...(options.searchPath ? [`-c search_path=${options.searchPath},public`] : []), '-c jit=off', ...extra].join(' ');
  const newPool = (max: number, extra: readonly string[] = []) => {
    const created = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000, options: settings(extra) });
    // Without a listener, an idle connection dropped by the server would crash the process.
    created.on('error', options.onIdleError ?? ((error) => console.error(`PostgreSQL connection lost: ${reasonOf(error)}`)));
    return created;
  };
  const pool = newPool(options.max ?? 10);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StorageError(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${reasonOf(error)}`, { cause: error });
  }
  const boundedPools = new Map<number, Database>();
  let closing: Promise<void> | null = null;
  const adapter = (on: pg.Pool, bounded: (timeoutMs: number) => Database): Database => ({
    kind: 'postgres',
    ...wrap(on, (sql, data) => copyOnPool(on, sql, data)),
    transaction: (work) => transactionOn(on, work),
    bounded,
    close: () => {
      closing ??= Promise.all([pool.end(), ...[...boundedPools.values()].map((db) => db.close())]).then(() => {});
      return closing;
    },
  });
  const bounded = (timeoutMs: number): Database => {
    const ms = Math.max(1, Math.floor(timeoutMs));
    let db = boundedPools.get(ms);
    if (!db) {
      const own = newPool(options.boundedMax ?? 4, [`-c statement_timeout=${ms}`]);
      let ended: Promise<void> | null = null;
      db = { ...adapter(own, bounded), close: () => (ended ??= own.end()) };
      boundedPools.set(ms, db);
    }
    return db;
  };
  return adapter(pool, bounded);
}

function wrap(client: pg.Pool | pg.PoolClient, copyFrom: Queryable['copyFrom']): Queryable {
  return {
    query: async <R>(sql: string, params: readonly unknown[] = []) => ({ rows: (await client.query(sql, [...params])).rows as R[] }),
    exec: async (sql: string) => {
      await client.query(sql);
    },
    copyFrom,
  };
}

/** COPY needs one connection for the whole stream: the pool lends one for it. */
async function copyOnPool(pool: pg.Pool, sql: string, data: string): Promise<void> {
  const client = await pool.connect();
  try {
    await copyOn(client, sql, data);
  } finally {
    client.release();
  }
}

/** Streams `data` into `COPY ... FROM STDIN` on one connection (pg-copy-streams, brianc's companion of node-postgres). */
async function copyOn(client: pg.PoolClient, sql: string, data: string): Promise<void> {
  const { from } = await import('pg-copy-streams');
  await pipeline(Readable.from([data]), client.query(from(sql)));
}

/** Runs `work` in one transaction on a connection of `pool`. */
async function transactionOn<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A connection lost while checked out emits 'error' on the client; without a listener the process
  // would exit (issue 18 item 13). The pending query rejects by itself; the client is not reused.
  const onLost = (error: Error) => {
    broken = error;
  };
  client.on('error', onLost);
  try {
    await client.query('BEGIN');
    const result = await work(wrap(client, (sql, data) => copyOn(client, sql, data)));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is not given back to the pool.
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.removeListener('error', onLost);
    client.release(broken);
  }
}
