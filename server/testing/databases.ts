import { afterAll, beforeAll, describe } from 'vitest';
import { migrate } from '../storage/migrate';
import type { Database, DatabaseKind } from '../storage/port';
import { openPostgresSchema } from './postgres-schema';
import { openPgliteFromTemplate } from './template';
import type { TemplateSpec } from './template';

/** What a suite may ask of its database: migrated or bare, and a seed (shared through the PGlite template). */
export interface TestDatabaseOptions extends TemplateSpec {
  /** Time allowed to open it (first template build, seeding); default 180 s. */
  timeoutMs?: number;
}

/** One open test database and how to throw it away. */
export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  /** The PostgreSQL schema (postgres only). */
  schema?: string;
  dispose(): Promise<void>;
}

/** What `forEachDatabase` hands the suite: its database (once `beforeAll` has run) and its kind. */
export interface DatabaseContext {
  kind: DatabaseKind;
  /** The suite's database; call it inside tests and hooks, not while the suite is being declared. */
  db(): Database;
}

const KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** The kinds to test: TEST_DATABASES (comma-separated), default both. */
export function testDatabaseKinds(env: Record<string, string | undefined> = process.env): DatabaseKind[] {
  const raw = env.TEST_DATABASES?.trim();
  if (!raw) return [...KINDS];
  const kinds = raw.split(',').map((k) => k.trim()).filter(Boolean);
  const unknown = kinds.filter((k) => !KINDS.includes(k as DatabaseKind));
  if (unknown.length > 0) throw new Error(`TEST_DATABASES: unknown kind "${unknown.join(', ')}" (use pglite, postgres)`);
  return kinds as DatabaseKind[];
}

/**
 * A database of `kind` of its own: PGlite loaded from the cached template (migrated, seeded), or a
 * fresh PostgreSQL schema migrated and seeded now. `name` tags the schema.
 */
export async function openTestDatabase(kind: DatabaseKind, name: string, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteFromTemplate(options);
    return { kind, db, dispose: () => db.close() };
  }
  const { db, schema, drop } = await openPostgresSchema(name);
  try {
    if (options.migrated !== false) await migrate(db);
    if (options.seed) await options.seed(db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { kind, db, schema, dispose: drop };
}

/**
 * Declares `suite` once per database kind (`<name> [pglite]`, `<name> [postgres]`), each with a database
 * of its own opened in `beforeAll` and disposed in `afterAll`. Suites never share data.
 * @example forEachDatabase('stock api', ({ db }) => { it('...', async () => { await db().query(...) }) }, { seed, seedId: 'demo-200' })
 */
export function forEachDatabase(name: string, suite: (ctx: DatabaseContext) => void, options: TestDatabaseOptions = {}): void {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let opened: TestDatabase | undefined;
      beforeAll(async () => {
        opened = await openTestDatabase(kind, name, options);
      }, options.timeoutMs ?? 180_000);
      afterAll(async () => {
        await opened?.dispose();
      });
      suite({
        kind,
        db: () => {
          if (!opened) throw new Error(`forEachDatabase('${name}'): the ${kind} database is not open yet; call db() inside a test or hook`);
          return opened.db;
        },
      });
    });
  }
}
