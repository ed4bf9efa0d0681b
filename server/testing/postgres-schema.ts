import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../storage/postgres';
import { redactUrl } from '../storage/postgres';
import type { Database } from '../storage/port';

/** The PostgreSQL server of the test suites: TEST_DATABASE_URL, else the project machines' local one. */
export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
}

/** A schema name of `t_<tag>_<pid>_<random>`, unique across parallel workers and runs. */
export function uniqueSchemaName(tag: string): string {
  const slug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 24) || 'suite';
  return `t_${slug}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error);
    throw new Error(`The test PostgreSQL at ${redactUrl(url)} is unreachable (${reason}): start it, set TEST_DATABASE_URL, or run with TEST_DATABASES=pglite`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh empty schema on the test server and a pool whose search path starts there; `drop` removes both. */
export async function openPostgresSchema(tag: string, url = testDatabaseUrl()): Promise<{ db: Database; schema: string; drop: () => Promise<void> }> {
  const schema = uniqueSchemaName(tag);
  await admin(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = await openPostgres(url, { searchPath: schema, max: 4 });
  return {
    db,
    schema,
    drop: async () => {
      await db.close();
      await admin(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}
