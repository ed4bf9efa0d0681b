import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPglite, wrapPglite } from './pglite';
import { withFileLock } from './file-lock';
import { hashMigrations, hashSources, pgliteVersion } from './template-key';
import type { Database } from './port';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A ready embedded database (migrated, demo catalogue loaded) kept once per machine and copied into every
 * new DATA_DIR: a copy and a reopen take about 1 s, where initdb, the migrations and the seed take
 * 15-45 s. Made at `npm install` (scripts/prepare.ts) or by the first start that needs it.
 */
export interface DemoTemplate {
  /** Where templates live (a folder per key). */
  cacheDir: string;
  /** Names what the template holds; a new key makes a new template (see `demoTemplateKey`). */
  key: string;
  /** Fills an empty, just-created database: migrations and demo data (not per-installation secrets). */
  fill: (db: Database) => Promise<void>;
}

/** The default cache: DEMO_DB_CACHE_DIR, else node_modules/.cache/shop-demo-db (goes with a clean install). */
export function demoTemplateCacheDir(env: Record<string, string | undefined> = process.env): string {
  return env.DEMO_DB_CACHE_DIR ?? join(ROOT, 'node_modules', '.cache', 'shop-demo-db');
}

/**
 * The template's key: PGlite's version, the migration files, `id` (the seed's arguments) and the contents
 * of `sources` (files or folders from the repository root the data depends on). Same inputs, same key.
 */
export function demoTemplateKey(id: string, sources: readonly string[]): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0${id}\0`);
  hashMigrations(hash);
  for (const source of sources) hashSources(hash, source);
  return `${id.replace(/[^A-Za-z0-9_-]/g, '_')}-${hash.digest('hex').slice(0, 16)}`;
}

function pidOf(path: string): number | null {
  const pid = Number(/\.(\d+)(?:\.lock)?$/.exec(path)?.[1] ?? (existsSync(path) ? readFileSync(path, 'utf8').trim() : ''));
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function alive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes other keys' templates and builds that died; keeps anything a live process is writing. */
function prune(cacheDir: string, keep: string): void {
  for (const name of readdirSync(cacheDir)) {
    if (name === keep || name === `${keep}.lock`) continue;
    const path = join(cacheDir, name);
    const building = /\.tmp\.\d+$/.test(name) || name.endsWith('.lock');
    if (building && alive(pidOf(path))) continue;
    rmSync(path, { recursive: true, force: true });
  }
}

// Builds under way in this process, so concurrent callers share one (the lock file names the process).
const building = new Map<string, Promise<string>>();

/** The template's data directory, built first when missing (about 15-45 s: initdb, migrations, seed). */
export function ensureDemoTemplate(template: DemoTemplate, log: (line: string) => void = () => {}): Promise<string> {
  const target = join(template.cacheDir, template.key);
  if (existsSync(join(target, 'PG_VERSION'))) return Promise.resolve(target);
  let pending = building.get(target);
  if (!pending) {
    pending = buildTemplate(template, target, log).finally(() => building.delete(target));
    building.set(target, pending);
  }
  return pending;
}

async function buildTemplate(template: DemoTemplate, target: string, log: (line: string) => void): Promise<string> {
  mkdirSync(template.cacheDir, { recursive: true });
  // Holds `<key>.lock` while building, so two starts at once (the e2e suite's two shops) build one template;
  // this process's own builds never wait on each other (`building`), so a lock naming it is stale.
  await withFileLock(`${target}.lock`, async () => {
    if (existsSync(join(target, 'PG_VERSION'))) return;
    const started = performance.now();
    log(`Demo database template: creating ${target} (once per machine)...`);
    const temporary = `${target}.tmp.${process.pid}`;
    rmSync(temporary, { recursive: true, force: true });
    const pg = await createPglite({ dataDir: temporary });
    try {
      await template.fill(wrapPglite(pg));
    } catch (error) {
      await pg.close().catch(() => {});
      rmSync(temporary, { recursive: true, force: true });
      throw error;
    }
    await pg.close();
    renameSync(temporary, target);
    log(`Demo database template: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, { ownPidIsStale: true, pollMs: 200 });
  prune(template.cacheDir, template.key);
  return target;
}

/** True when `dir` holds no database yet (missing or empty): a template may be copied there. */
export function isNewDataDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Copies the template's data directory to `dir` (which must be new): into a sibling first, then renamed,
 * so a start interrupted mid-copy leaves no half database behind. False when `dir` got a database meanwhile.
 */
export function copyDemoTemplate(templateDir: string, dir: string): boolean {
  const temporary = `${dir}.tmp.${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(resolve(dir, '..'), { recursive: true });
  cpSync(templateDir, temporary, { recursive: true });
  try {
    // Replaces a missing or empty directory; a non-empty one (another start was quicker) stays.
    renameSync(temporary, dir);
    return true;
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  }
}
