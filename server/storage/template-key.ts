import type { Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { migrationFiles } from './migrate';

/** What database templates' cache keys are made of (the demo database's and the tests'). */

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Feeds the contents of `path` (a file or folder, from the repository root) into `hash`, names included,
 * in a stable order. Test files do not shape the data: editing them changes nothing.
 */
export function hashSources(hash: Hash, path: string): void {
  const absolute = resolve(ROOT, path);
  if (!existsSync(absolute)) throw new Error(`Template source "${path}" does not exist`);
  if (statSync(absolute).isDirectory()) {
    for (const entry of readdirSync(absolute).sort()) {
      if (/\.(spec|test)\.tsx?$/.test(entry)) continue;
      hashSources(hash, join(absolute, entry));
    }
    return;
  }
  hash.update(relative(ROOT, absolute)).update('\0').update(readFileSync(absolute)).update('\0');
}

/** The installed PGlite's version: a new one may store data differently. */
export function pgliteVersion(): string {
  const pkg = join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return existsSync(pkg) ? (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version : 'unknown';
}

/** Feeds every migration (version and SQL) into `hash`. */
export function hashMigrations(hash: Hash): void {
  for (const file of migrationFiles()) hash.update(file.version).update('\0').update(file.sql).update('\0');
}
