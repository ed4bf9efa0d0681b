import type { Queryable } from '../storage/port';
import type { OutputCache } from './output-cache';

/** Tags of everything whose content comes from the catalogue. */
export const CATALOGUE_TAGS = ['product', 'category', 'attribute', 'taxrule', 'home'] as const;

/** What changes when the catalogue changes: the seed record, the newest product write and the counts. */
export async function catalogueFingerprint(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ seed: unknown; products: number; updated: string | Date | null; categories: number }>(
    `SELECT (SELECT value FROM catalogue_meta WHERE key = 'seed') AS seed,
            (SELECT count(*) FROM product) AS products,
            (SELECT max(updated_at) FROM product) AS updated,
            (SELECT count(*) FROM category) AS categories`,
  );
  return JSON.stringify(rows[0] ?? null);
}

export interface CatalogueWatchOptions {
  cache: OutputCache;
  db: Queryable;
  /** How often to look (default 30 s, the spec's quota-check rhythm). */
  intervalMs?: number;
  onInvalidate?: (entries: number) => void;
  onError?: (error: unknown) => void;
}

/**
 * Drops cached catalogue answers and pages when the catalogue changed behind the server's back (a seed
 * or an import by another process). Returns `check` (for tests) and `stop`.
 */
export function watchCatalogue(options: CatalogueWatchOptions): { check(): Promise<boolean>; stop(): void } {
  let last: string | null = null;
  const check = async (): Promise<boolean> => {
    const now = await catalogueFingerprint(options.db);
    const changed = last !== null && now !== last;
    last = now;
    if (changed) {
      const dropped = options.cache.invalidate([...CATALOGUE_TAGS]);
      options.onInvalidate?.(dropped);
    }
    return changed;
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? 30_000);
  timer.unref?.();
  void check().catch((error: unknown) => options.onError?.(error));
  return { check, stop: () => clearInterval(timer) };
}
