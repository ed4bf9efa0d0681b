import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../server/config';
import { CatalogueNotEmptyError, DEMO_PRODUCT_COUNT, seedCatalogue, wipeCatalogue } from '../server/catalogue/seed';
import type { SeedSummary } from '../server/catalogue/seed';
import { migrate, openDatabase } from '../server/storage/index';
import type { Database } from '../server/storage/index';

/** Where the CLI writes and how it opens the database (tests pass their own). */
export interface SeedIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  /** Opens the database; by default like the server (DATABASE_URL, else PGlite under DATA_DIR). */
  open?: () => Promise<Database>;
  /** A clock for the timing line; defaults to performance.now. */
  now?: () => number;
}

const USAGE = 'usage: npm run seed -- [--products N] [--seed S] [--reset]\n' +
  `  --products N  how many products (default ${DEMO_PRODUCT_COUNT}); configurable children count\n` +
  '  --seed S      generator seed (default 1): the same seed always gives the same catalogue\n' +
  '  --reset       empty an existing catalogue first (without it a non-empty catalogue is an error)';

interface Args {
  products: number;
  seed: number;
  reset: boolean;
}

function parseArgs(argv: readonly string[]): Args | { error: string } | 'help' {
  const args: Args = { products: DEMO_PRODUCT_COUNT, seed: 1, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--reset') {
      args.reset = true;
      continue;
    }
    if (arg === '--products' || arg === '--seed') {
      const raw = argv[++i];
      if (raw === undefined || !/^\d+$/.test(raw)) return { error: `${arg} needs a whole number, got ${raw === undefined ? 'nothing' : `"${raw}"`}` };
      if (arg === '--products') args.products = Number(raw);
      else args.seed = Number(raw);
      continue;
    }
    return { error: `unknown argument "${arg}"` };
  }
  return args;
}

function describe(summary: SeedSummary): string[] {
  const types = Object.entries(summary.byType).map(([type, count]) => `${type} ${count}`).join(', ');
  return [
    `products: ${summary.products} (${types})`,
    `categories: ${summary.categories} (vehicles: ${summary.makes} makes, ${summary.models} models, ${summary.engines} engines)`,
    `attributes: ${summary.attributes}, tax rules: ${summary.taxRules}, CMS pages: ${summary.cmsPages}, CMS blocks: ${summary.cmsBlocks}, reviews: ${summary.reviews}`,
    `seed ${summary.seed}, generatedAt ${summary.generatedAt}`,
  ];
}

/**
 * The database a command line tool works on: `io.open` (tests), else as the server opens it (DATABASE_URL,
 * else PGlite under DATA_DIR). Undefined after saying why on stderr, prefixed with the command's name.
 */
export async function openCliDatabase(command: string, io: SeedIo): Promise<Database | undefined> {
  try {
    return io.open ? await io.open() : await openDatabase((({ dataDir, databaseUrl }) => ({ dataDir, databaseUrl: databaseUrl ?? undefined }))(loadConfig(io.env)));
  } catch (error) {
    io.err(`${command}: ${error instanceof ConfigError ? error.message : `cannot open the database: ${error instanceof Error ? error.message : String(error)}`}`);
    return undefined;
  }
}

/** `npm run seed`: migrates, optionally empties, seeds and prints a summary; resolves to the exit code. */
export async function main(argv: readonly string[], io: SeedIo): Promise<number> {
  const args = parseArgs(argv);
  if (args === 'help') {
    io.out(USAGE);
    return 0;
  }
  if ('error' in args) {
    io.err(`seed: ${args.error}`);
    io.err(USAGE);
    return 2;
  }
  const now = io.now ?? (() => performance.now());
  const db = await openCliDatabase('seed', io);
  if (!db) return 1;
  try {
    await migrate(db);
    if (args.reset) {
      await wipeCatalogue(db);
      io.out('catalogue emptied');
    }
    const started = now();
    const summary = await seedCatalogue(db, { products: args.products, seed: args.seed, onProgress: (message) => io.out(message) });
    const seconds = (now() - started) / 1000;
    for (const line of describe(summary)) io.out(line);
    io.out(`seeded in ${seconds.toFixed(1)} s (${Math.round(summary.products / Math.max(seconds, 0.001))} products/s) on ${db.kind}`);
    return 0;
  } catch (error) {
    if (error instanceof CatalogueNotEmptyError) {
      io.err(`seed: ${error.message}`);
      return 1;
    }
    io.err(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env })
    .then((code) => process.exit(code), (error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
