import type { ApiDeps } from './api/deps';
import type { ServerConfig } from './config';
import { DEMO_PRODUCT_COUNT, GENERATOR_VERSION, seedCatalogue } from './catalogue/seed';
import { ensureRegistrations } from './catalogue/generator/registrations';
import { ensureEngineLabels } from './catalogue/generator/vehicles';
import { migrate } from './storage/migrate';
import { openDatabase, openPostgres, pgliteDir, redactUrl } from './storage/index';
import type { Database } from './storage/port';
import { copyDemoTemplate, demoTemplateKey, ensureDemoTemplate, isNewDataDir } from './storage/demo-template';
import type { DemoTemplate } from './storage/demo-template';
import { reasonOf } from './storage/errors';
import { loadCommerceConfig, resolveSecrets, type CommerceConfig } from './commerce/config';
import { rebuildListing, registerListingCountries } from './search/listing';
import { storeViews as shopViews } from '../src/app/store-views';
import type { MediaConfig } from './media/config';
import { createPhotoStore } from './media/photos';

/** Options of `startApi`. */
export interface StartApiOptions {
  /** Progress lines (default console.log). */
  log?: (line: string) => void;
  /** Use this open database instead of opening the configured one (tests); `close()` closes it too. */
  database?: Database;
  now?: () => Date;
  /**
   * Embedded database only: a new DATA_DIR starts as a copy of the demo database template kept in this
   * cache folder (made there first when missing) instead of initdb + migrations + seed. Off by default
   * (tests); `npm start` passes `demoTemplateCacheDir()`.
   */
  demoTemplateDir?: string;
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * The demo database template in `cacheDir`: migrated, demo catalogue (and plates) loaded, no secrets.
 * Its key changes with the migrations, the generator's sources and the demo seed's arguments.
 */
export function demoDatabaseTemplate(cacheDir: string, log: (line: string) => void = () => {}): DemoTemplate {
  return {
    cacheDir,
    key: demoTemplateKey(`demo-${DEMO_PRODUCT_COUNT}-seed${DEMO_SEED}-v${GENERATOR_VERSION}-listed`, [
      'server/catalogue/seed.ts',
      'server/catalogue/generator',
      'server/search/listing.ts',
    ]),
    fill: async (db) => {
      await migrate(db);
      await ensureCatalogue(db, log);
      await ensureRegistrations(db);
      // The catalogue listing rows for the shop's tax countries: without them every new DATA_DIR rebuilt all
      // of them at its first start, holding the database (one connection) before the first page (ADR 0035).
      // A view added later registers its country at start as before.
      await registerListingCountries(db, shopViews.map((view) => view.tax.defaultCountry));
      await rebuildListing(db, new Date());
    },
  };
}

/** A new embedded DATA_DIR gets a copy of the template; false when it is not new or the template failed. */
async function provisionFromTemplate(dir: string, cacheDir: string, log: (line: string) => void): Promise<boolean> {
  if (!isNewDataDir(dir)) return false;
  const started = performance.now();
  try {
    const template = await ensureDemoTemplate(demoDatabaseTemplate(cacheDir, (line) => log(`  ${line}`)), log);
    if (!copyDemoTemplate(template, dir)) return false;
  } catch (error) {
    // A read-only cache, a full disk: the database is then created in place, as without a template.
    log(`Demo database template not used (${reasonOf(error)}); creating the database in place`);
    return false;
  }
  log(`Database: copied from the demo template in ${seconds(started)}`);
  return true;
}

/**
 * Opens the database (PostgreSQL at `databaseUrl`, else PGlite under `dataDir`), applies pending
 * migrations and, on an empty catalogue, loads the demo one. A second start reuses what is there.
 * Failures are `StorageError`s with one-line messages; the database is closed again on failure.
 */
export async function startApi(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'databaseReadUrl' | 'storeViews'> & { commerce?: CommerceConfig; media?: MediaConfig }, options: StartApiOptions = {}): Promise<StartedApi> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.database) {
    log(config.databaseUrl ? `Storage: PostgreSQL at ${redactUrl(config.databaseUrl)}` : `Storage: embedded PGlite in ${pgliteDir(config.dataDir)}`);
  }
  const fromTemplate = !options.database && !config.databaseUrl && options.demoTemplateDir
    ? await provisionFromTemplate(pgliteDir(config.dataDir), options.demoTemplateDir, log)
    : false;
  const db = options.database ?? (await openDatabase(config));
  let readDb: Database | undefined;
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= Promise.all([db.close(), readDb?.close()]).then(() => {}));
  try {
    if (config.databaseUrl && config.databaseReadUrl) {
      log(`Catalogue reads: PostgreSQL replica at ${redactUrl(config.databaseReadUrl)}`);
      readDb = await openPostgres(config.databaseReadUrl);
    }
    const applied = await migrate(db);
    if (applied.length > 0) log(`Migrations applied: ${applied.join(', ')}`);
    const seeded = await ensureCatalogue(db, log);
    // Databases seeded before vehicle registrations existed get the demo plates now.
    const plates = await ensureRegistrations(db);
    if (plates) log(`Vehicle registrations: ${plates} demo plates loaded`);
    // Databases seeded when engine names said "hp" in every language get the language's unit.
    const engineNames = await ensureEngineLabels(db);
    if (engineNames) log(`Vehicle engines: ${engineNames} names given their language's horsepower unit`);
    const commerce = await resolveSecrets(config.commerce ?? loadCommerceConfig({}), db);
    const media = config.media ? { media: createPhotoStore(config.media) } : {};
    return { deps: { db, ...(readDb ? { readDb } : {}), storeViews: config.storeViews, now: options.now ?? (() => new Date()), commerce, ...media }, seeded: seeded || fromTemplate, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
