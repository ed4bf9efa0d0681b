import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { copyDemoTemplate, demoTemplateCacheDir, demoTemplateKey, ensureDemoTemplate, isNewDataDir } from './demo-template';

const work = mkdtempSync(join(tmpdir(), 'demo-template-spec-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('demoTemplateKey', () => {
  it('is stable for the same inputs and names the seed', () => {
    const key = demoTemplateKey('demo-5000-seed1-v1', ['server/catalogue/generator']);
    expect(key).toBe(demoTemplateKey('demo-5000-seed1-v1', ['server/catalogue/generator']));
    expect(key).toMatch(/^demo-5000-seed1-v1-[0-9a-f]{16}$/);
  });

  it('changes with the seed arguments and with the sources the data comes from', () => {
    const key = demoTemplateKey('demo-5000-seed1-v1', ['server/catalogue/generator']);
    expect(demoTemplateKey('demo-5000-seed2-v1', ['server/catalogue/generator'])).not.toBe(key);
    expect(demoTemplateKey('demo-5000-seed1-v1', ['server/catalogue/generator', 'server/catalogue/seed.ts'])).not.toBe(key);
  });
});

describe('demoTemplateCacheDir', () => {
  it('is DEMO_DB_CACHE_DIR when set, else under node_modules/.cache', () => {
    expect(demoTemplateCacheDir({ DEMO_DB_CACHE_DIR: '/x/y' })).toBe('/x/y');
    expect(demoTemplateCacheDir({})).toMatch(/node_modules\/\.cache\/shop-demo-db$/);
  });
});

describe('copyDemoTemplate', () => {
  const template = join(work, 'template');
  mkdirSync(join(template, 'base'), { recursive: true });
  writeFileSync(join(template, 'PG_VERSION'), '17');
  writeFileSync(join(template, 'base', 'data'), 'rows');

  it('copies into a missing or empty directory and leaves no temporary behind', () => {
    const missing = join(work, 'd1', 'pglite');
    expect(isNewDataDir(missing)).toBe(true);
    expect(copyDemoTemplate(template, missing)).toBe(true);
    expect(readFileSync(join(missing, 'base', 'data'), 'utf8')).toBe('rows');
    expect(isNewDataDir(missing)).toBe(false);
    const empty = join(work, 'd2', 'pglite');
    mkdirSync(empty, { recursive: true });
    expect(isNewDataDir(empty)).toBe(true);
    expect(copyDemoTemplate(template, empty)).toBe(true);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(join(work, 'd1'))).toEqual(['pglite']);
  });

  it('never writes over a database that is there', () => {
    const taken = join(work, 'd3', 'pglite');
    mkdirSync(taken, { recursive: true });
    writeFileSync(join(taken, 'PG_VERSION'), 'mine');
    expect(copyDemoTemplate(template, taken)).toBe(false);
    expect(readFileSync(join(taken, 'PG_VERSION'), 'utf8')).toBe('mine');
    expect(readdirSync(join(work, 'd3'))).toEqual(['pglite']);
  });
});

describe('ensureDemoTemplate', () => {
  it('fills the template once for concurrent callers, drops other keys, and fails cleanly', async () => {
    const cacheDir = join(work, 'cache');
    mkdirSync(join(cacheDir, 'demo-old-0000'), { recursive: true });
    const fill = vi.fn(async (db: { exec(sql: string): Promise<void> }) => {
      await db.exec('CREATE TABLE filled (id int)');
    });
    const template = { cacheDir, key: 'demo-test-1111', fill };
    const [a, b] = await Promise.all([ensureDemoTemplate(template), ensureDemoTemplate(template)]);
    expect(a).toBe(join(cacheDir, 'demo-test-1111'));
    expect(b).toBe(a);
    expect(fill).toHaveBeenCalledTimes(1);
    expect(existsSync(join(a, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(cacheDir)).toEqual(['demo-test-1111']);

    const failing = { cacheDir, key: 'demo-test-2222', fill: async () => Promise.reject(new Error('disk full')) };
    await expect(ensureDemoTemplate(failing)).rejects.toThrow('disk full');
    expect(readdirSync(cacheDir)).toEqual(['demo-test-1111']);
  }, 120_000);
});
