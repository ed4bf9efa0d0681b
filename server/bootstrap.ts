import type { ApiDeps } from './api/deps';
import type { ServerConfig } from './config';
import { DEMO_PRODUCT_COUNT, seedCatalogue } from './catalogue/seed';
import { ensureRegistrations } from './catalogue/generator/registrations';
import { migrate } from './storage/migrate';
import { openDatabase, pgliteDir, redactUrl } from './storage/index';
import type { Database } from './storage/port';
import { loadCommerceConfig, resolveSecrets, type CommerceConfig } from './commerce/config';

/** Options of `startApi`. */
export interface StartApiOptions {
  /** Progress lines (default console.log). */
  log?: (line: string) => void;
  /** Use this open database instead of opening the configured one (tests); `close()` closes it too. */
  database?: Database;
  now?: () => Date;
}

/** The API's dependencies, ready to serve, and how to let go of them. */
export interface StartedApi {
  deps: ApiDeps;
  /** Whether this start loaded the demo catalogue. */
  seeded: boolean;
  close(): Promise<void>;
}

/** The demo catalogue `npm start` loads into an empty database. */
export const DEMO_SEED = 1;

async function hasSeedRecord(db: Database): Promise<boolean> {
  return (await db.query("SELECT 1 FROM catalogue_meta WHERE key = 'seed'")).rows.length > 0;
}

async function hasProducts(db: Database): Promise<boolean> {
  return (await db.query('SELECT 1 FROM product LIMIT 1')).rows.length > 0;
}

/** Loads the demo catalogue unless there is one; true when this call loaded it. */
async function ensureCatalogue(db: Database, log: (line: string) => void): Promise<boolean> {
  if (await hasSeedRecord(db)) return false;
  // Data without a seed record was imported some other way: never write over it.
  if (await hasProducts(db)) {
    log('Catalogue: products present without a seed record; not loading the demo catalogue');
    return false;
  }
  log(`Catalogue is empty: loading the demo catalogue (${DEMO_PRODUCT_COUNT} products, seed ${DEMO_SEED})...`);
  const started = Date.now();
  try {
    await seedCatalogue(db, { products: DEMO_PRODUCT_COUNT, seed: DEMO_SEED, onProgress: (line) => log(`  ${line}`) });
  } catch (error) {
    // Another process starting on the same PostgreSQL at the same moment won the race: its catalogue stands.
    if (await hasSeedRecord(db)) {
      log('Catalogue: loaded by another process meanwhile');
      return false;
    }
    throw error;
  }
  log(`Demo catalogue loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/**
 * Opens the database (PostgreSQL at `databaseUrl`, else PGlite under `dataDir`), applies pending
 * migrations and, on an empty catalogue, loads the demo one. A second start reuses what is there.
 * Failures are `StorageError`s with one-line messages; the database is closed again on failure.
 */
export async function startApi(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'storeViews'> & { commerce?: CommerceConfig }, options: StartApiOptions = {}): Promise<StartedApi> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.database) {
    log(config.databaseUrl ? `Storage: PostgreSQL at ${redactUrl(config.databaseUrl)}` : `Storage: embedded PGlite in ${pgliteDir(config.dataDir)}`);
  }
  const db = options.database ?? (await openDatabase(config));
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= db.close());
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migrations applied: ${applied.join(', ')}`);
    const seeded = await ensureCatalogue(db, log);
    // Databases seeded before vehicle registrations existed get the demo plates now.
    const plates = await ensureRegistrations(db);
    if (plates) log(`Vehicle registrations: ${plates} demo plates loaded`);
    const commerce = await resolveSecrets(config.commerce ?? loadCommerceConfig({}), db);
    return { deps: { db, storeViews: config.storeViews, now: options.now ?? (() => new Date()), commerce }, seeded, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
