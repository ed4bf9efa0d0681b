/** Something SQL can be sent to: the database, or a transaction on it. Parameters are `$1, $2, ...`. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `COPY <table> (<columns>) FROM STDIN` with `data` in COPY's text format (bulk loads: the seed, ADR 0079).
   * `sql` must read `FROM STDIN`; the embedded adapter reads the same text from PGlite's `/dev/blob`.
   */
  copyFrom(sql: string, data: string): Promise<void>;
}

/** Which adapter is behind the port. */
export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The storage port: everything the server keeps goes through it. Two adapters share one set of
 * migrations: PGlite (embedded PostgreSQL, the default, data under DATA_DIR) and PostgreSQL (DATABASE_URL).
 */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * The same database with every statement cancelled after `timeoutMs` (PostgreSQL's statement_timeout,
   * SQLSTATE 57014), on a small pool of its own: one slow search neither runs on unbounded nor holds the
   * connections orders use (issue 18). PGlite runs in this process and cannot interrupt a statement; it
   * answers itself (its searches are bounded by the request limits). Closed with the database.
   */
  bounded?(timeoutMs: number): Database;
  close(): Promise<void>;
}
