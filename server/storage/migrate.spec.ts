import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { forEachDatabase } from '../testing/databases';
import { StorageError } from './errors';
import { migrate, migrationFiles } from './migrate';

const scratch = mkdtempSync(join(tmpdir(), 'migrate-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A migrations folder of its own for one test. */
function folder(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, sql] of Object.entries(files)) writeFileSync(join(dir, file), sql);
  return dir;
}

forEachDatabase(
  'migrate',
  ({ db, kind }) => {
    const names = (rows: { version: string }[]) => rows.map((r) => r.version);
    const applied = async () => names((await db().query<{ version: string }>('SELECT version FROM schema_migration ORDER BY version')).rows);

    it('applies the files in name order, once: a second run applies nothing, a new file only itself', async () => {
      const dir = folder(`order-${kind}`, {
        '0002_second.sql': "INSERT INTO m_log (step) VALUES ('second');",
        '0001_first.sql': "CREATE TABLE m_log (n serial PRIMARY KEY, step text NOT NULL); INSERT INTO m_log (step) VALUES ('first');",
        'notes.txt': 'not a migration',
      });
      expect(await migrate(db(), dir)).toEqual(['0001_first', '0002_second']);
      expect(await migrate(db(), dir)).toEqual([]);
      writeFileSync(join(dir, '0003_third.sql'), "INSERT INTO m_log (step) VALUES ('third');");
      expect(await migrate(db(), dir)).toEqual(['0003_third']);
      const { rows } = await db().query<{ step: string }>('SELECT step FROM m_log ORDER BY n');
      expect(rows.map((r) => r.step)).toEqual(['first', 'second', 'third']);
      expect(await applied()).toEqual(['0001_first', '0002_second', '0003_third']);
    });

    it('rolls a failing file back entirely, names it, keeps the ones before, and applies it once fixed', async () => {
      const dir = folder(`failing-${kind}`, {
        '0004_fine.sql': 'CREATE TABLE m_fine (id int);',
        '0005_broken.sql': 'CREATE TABLE m_half (id int);\nSELEC nonsense;',
        '0006_after.sql': 'CREATE TABLE m_after (id int);',
      });
      const failure = await migrate(db(), dir).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StorageError);
      expect((failure as Error).message).toMatch(/^Migration 0005_broken\.sql failed: syntax error at or near "SELEC"$/);
      const exists = async (table: string) => (await db().query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [table])).rows[0]?.t !== null;
      expect(await exists('m_fine')).toBe(true);
      expect(await exists('m_half')).toBe(false);
      expect(await exists('m_after')).toBe(false);
      expect(await applied()).toContain('0004_fine');
      expect(await applied()).not.toContain('0005_broken');

      writeFileSync(join(dir, '0005_broken.sql'), 'CREATE TABLE m_half (id int);');
      expect(await migrate(db(), dir)).toEqual(['0005_broken', '0006_after']);
    });

    it('applies each of the real migrations exactly once when several starts race', async () => {
      const results = await Promise.all([migrate(db()), migrate(db()), migrate(db())]);
      const all = migrationFiles().map((f) => f.version);
      expect(results.flat().sort()).toEqual(all);
      const { rows } = await db().query<{ version: string; n: number }>('SELECT version, count(*) AS n FROM schema_migration GROUP BY version');
      expect(rows.filter((r) => all.includes(r.version)).every((r) => r.n === 1)).toBe(true);
      expect(await migrate(db())).toEqual([]);
    });
  },
  { migrated: false },
);
