import { expect, it } from 'vitest';
import { migrationFiles } from '../storage/migrate';
import { forEachDatabase, testDatabaseKinds } from './databases';

const versions = migrationFiles().map((file) => file.version);

forEachDatabase('harness: a migrated database', ({ db, kind }) => {
  it('answers on the adapter it names, with every migration applied', async () => {
    expect(db().kind).toBe(kind);
    const { rows } = await db().query<{ version: string }>('SELECT version FROM schema_migration ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(versions);
    expect((await db().query<{ n: number }>('SELECT count(*) AS n FROM product')).rows[0]?.n).toBe(0);
  });

  it('keeps what a test writes for the later tests of the same suite', async () => {
    await db().query("INSERT INTO catalogue_meta (key, value) VALUES ('harness', '{\"suite\": \"first\"}')");
    const { rows } = await db().query<{ value: unknown }>("SELECT value FROM catalogue_meta WHERE key = 'harness'");
    expect(rows[0]?.value).toEqual({ suite: 'first' });
  });
});

forEachDatabase('harness: a second suite', ({ db }) => {
  it('does not see the rows the first suite wrote', async () => {
    expect((await db().query("SELECT 1 FROM catalogue_meta WHERE key = 'harness'")).rows).toEqual([]);
  });
});

forEachDatabase(
  'harness: a bare database',
  ({ db, kind }) => {
    it('has no schema at all', async () => {
      const { rows } = await db().query<{ name: string | null }>("SELECT to_regclass('schema_migration')::text AS name");
      expect(rows[0]?.name, kind).toBeNull();
    });
  },
  { migrated: false },
);

let seedRuns = 0;
forEachDatabase(
  'harness: a seeded database',
  ({ db }) => {
    it('starts with the rows the seed wrote', async () => {
      const { rows } = await db().query<{ value: unknown }>("SELECT value FROM catalogue_meta WHERE key = 'harness-seed'");
      expect(rows[0]?.value).toEqual({ seeded: true });
      // PGlite may load a cached template (no run here); PostgreSQL always seeds its fresh schema.
      expect(seedRuns).toBeLessThanOrEqual(testDatabaseKinds().length);
    });
  },
  {
    seedId: 'harness-spec-v1',
    seed: async (db) => {
      seedRuns += 1;
      await db.query(`INSERT INTO catalogue_meta (key, value) VALUES ('harness-seed', '{"seeded": true}')`);
    },
  },
);

it('reads the kinds to test from TEST_DATABASES', () => {
  expect(testDatabaseKinds({})).toEqual(['pglite', 'postgres']);
  expect(testDatabaseKinds({ TEST_DATABASES: 'pglite' })).toEqual(['pglite']);
  expect(testDatabaseKinds({ TEST_DATABASES: ' postgres , pglite ' })).toEqual(['postgres', 'pglite']);
  expect(() => testDatabaseKinds({ TEST_DATABASES: 'mysql' })).toThrow('TEST_DATABASES: unknown kind "mysql"');
});
