import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createPglite, wrapPglite } from '../storage/pglite';
import { migrate } from '../storage/migrate';
import type { Database } from '../storage/port';
import { withFileLock } from '../storage/file-lock';
import { hashMigrations, hashSources, pgliteVersion } from '../storage/template-key';

const ROOT = resolve(import.meta.dirname, '../..');

/** What a PGlite template holds: the migrated schema, and optionally a seed run on it. */
export interface TemplateSpec {
  /** Run the migrations (default true); false gives an empty database. */
  migrated?: boolean;
  /** Fills the template once; every database made from it starts with that data. */
  seed?: (db: Database) => Promise<void>;
  /** Names the seed in the cache key (required with `seed`); change it when the seed's arguments change. */
  seedId?: string;
  /** Files or folders (from the repository root) whose contents the seed depends on: edits rebuild the template. */
  seedSources?: readonly string[];
}

/** Where templates are kept: SHOP_DB_TEMPLATE_DIR, else node_modules/.cache/shop-db-templates. */
export function templateCacheDir(): string {
  return process.env.SHOP_DB_TEMPLATE_DIR ?? join(ROOT, 'node_modules', '.cache', 'shop-db-templates');
}

/** The cache key: PGlite version, migration files, seed id and the seed's sources. Same inputs, same key. */
export function templateKey(spec: TemplateSpec = {}): string {
  if (spec.seed && !spec.seedId) throw new Error('A seeded template needs a seedId (it is part of the cache key)');
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\0`);
  if (spec.migrated !== false) {
    hashMigrations(hash);
  } else hash.update('bare\0');
  if (spec.seed) {
    hash.update(`seed ${spec.seedId}\0`);
    for (const source of spec.seedSources ?? []) hashSources(hash, source);
  }
  const label = spec.migrated === false ? 'bare' : spec.seed ? `seed-${spec.seedId?.replace(/[^A-Za-z0-9_-]/g, '_')}` : 'migrated';
  return `${label}-${hash.digest('hex').slice(0, 16)}`;
}

async function buildTemplate(spec: TemplateSpec, target: string): Promise<void> {
  const pg = await createPglite();
  try {
    const db = wrapPglite(pg);
    if (spec.migrated !== false) await migrate(db);
    if (spec.seed) await spec.seed(db);
    // Uncompressed: loading skips gunzip, and the cache is local.
    const dump = await pg.dumpDataDir('none');
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    renameSync(temporary, target);
  } finally {
    await pg.close();
  }
}

/**
 * The tarball of the template for `spec`, built on first use (about 5-20 s here: initdb, migrations,
 * seed) and reused by every later suite and run until its key changes. Parallel workers build it once.
 */
export async function pgliteTemplate(spec: TemplateSpec = {}): Promise<string> {
  const dir = templateCacheDir();
  mkdirSync(dir, { recursive: true });
  const target = join(dir, `${templateKey(spec)}.tar`);
  if (!existsSync(target)) {
    await withFileLock(`${target}.lock`, async () => {
      if (!existsSync(target)) await buildTemplate(spec, target);
    });
  }
  // Touched on use, so pruning keeps what is still needed.
  const now = new Date();
  utimesSync(target, now, now);
  return target;
}

/** A new in-memory PGlite starting from the template (about 0.2-2 s instead of initdb). */
export async function openPgliteFromTemplate(spec: TemplateSpec = {}): Promise<Database> {
  const tarball = await pgliteTemplate(spec);
  return wrapPglite(await createPglite({ loadDataDir: new Blob([readFileSync(tarball)]) }));
}

/** Deletes templates not used for `maxAgeMs` (default a week) and left-over temporary files. */
export function pruneTemplates(maxAgeMs = 7 * 24 * 3600_000): string[] {
  const dir = templateCacheDir();
  if (!existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const age = Date.now() - statSync(path).mtimeMs;
    // A .tmp an hour old is a build that died; a live build finishes well within that.
    if ((name.endsWith('.tar') && age > maxAgeMs) || (name.endsWith('.tmp') && age > 3600_000)) {
      rmSync(path, { force: true });
      removed.push(name);
    }
  }
  return removed;
}
