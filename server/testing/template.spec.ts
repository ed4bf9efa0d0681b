import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/port';
import { openPgliteFromTemplate, pgliteTemplate, pruneTemplates, templateCacheDir, templateKey } from './template';

const scratch = mkdtempSync(join(tmpdir(), 'template-spec-'));
const previousDir = process.env.SHOP_DB_TEMPLATE_DIR;
beforeAll(() => {
  // A cache of its own, so this spec really builds (and the shared cache stays untouched).
  process.env.SHOP_DB_TEMPLATE_DIR = join(scratch, 'cache');
});
afterAll(() => {
  if (previousDir === undefined) delete process.env.SHOP_DB_TEMPLATE_DIR;
  else process.env.SHOP_DB_TEMPLATE_DIR = previousDir;
  rmSync(scratch, { recursive: true, force: true });
});

describe('template cache key', () => {
  it('is the same for the same inputs and changes with the seed id and the seed sources', () => {
    const source = join(scratch, 'seed-source.ts');
    writeFileSync(source, 'export const size = 1;');
    const seed = async () => {};
    const key = templateKey({ seed, seedId: 'demo', seedSources: [source] });
    expect(templateKey({ seed, seedId: 'demo', seedSources: [source] })).toBe(key);
    expect(templateKey({ seed, seedId: 'demo-200', seedSources: [source] })).not.toBe(key);
    writeFileSync(source, 'export const size = 2;');
    expect(templateKey({ seed, seedId: 'demo', seedSources: [source] })).not.toBe(key);
    expect(templateKey()).toMatch(/^migrated-[0-9a-f]{16}$/);
    expect(templateKey({ migrated: false })).toMatch(/^bare-[0-9a-f]{16}$/);
    expect(() => templateKey({ seed })).toThrow('A seeded template needs a seedId');
  });
});

describe('seeded template', () => {
  let runs = 0;
  const spec = {
    seedId: 'counter',
    seed: async (db: Database) => {
      runs += 1;
      await db.query("INSERT INTO catalogue_meta (key, value) VALUES ('counter', '1')");
    },
  };
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('is built once even when two suites ask at the same time, then reused', async () => {
    const [first, second] = await Promise.all([pgliteTemplate(spec), pgliteTemplate(spec)]);
    expect(second).toBe(first);
    expect(await pgliteTemplate(spec)).toBe(first);
    expect(runs).toBe(1);
    expect(readdirSync(templateCacheDir()).filter((name) => name.endsWith('.tar'))).toHaveLength(1);
  }, 180_000);

  it('gives each database its own copy of the seeded data', async () => {
    const a = await openPgliteFromTemplate(spec);
    const b = await openPgliteFromTemplate(spec);
    opened.push(a, b);
    await a.query("UPDATE catalogue_meta SET value = '2' WHERE key = 'counter'");
    expect((await a.query<{ value: unknown }>("SELECT value FROM catalogue_meta WHERE key = 'counter'")).rows[0]?.value).toBe(2);
    expect((await b.query<{ value: unknown }>("SELECT value FROM catalogue_meta WHERE key = 'counter'")).rows[0]?.value).toBe(1);
    expect(runs).toBe(1);
  }, 60_000);

  it('prunes templates unused for longer than the limit and keeps the rest', async () => {
    const stale = join(templateCacheDir(), 'migrated-0000000000000000.tar');
    writeFileSync(stale, '');
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600_000);
    utimesSync(stale, monthAgo, monthAgo);
    expect(pruneTemplates()).toEqual(['migrated-0000000000000000.tar']);
    const kept = await pgliteTemplate(spec);
    expect(statSync(kept).isFile()).toBe(true);
  });
});
