import type { Database, Queryable } from '../storage/port';
import { attributeRows } from './generator/attributes';
import { dropSecondaryIndexes, recreateIndexes } from './generator/bulk-indexes';
import { rebuildListingIn, withoutListingTriggers } from '../search/listing';
import { CATALOGUE_TAGS } from '../cache/catalogue-watch';
import { publishInvalidation } from '../cluster/invalidation';
import { flushGinPendingLists } from '../storage/maintenance';
import { loadWithoutPartNumberTriggers } from '../search/part-numbers';
import { buildCategoryTree } from './generator/categories';
import { contentRows } from './generator/content';
import { createContext } from './generator/context';
import { seedRegistrations } from './generator/registrations';
import type { ProductBundle, ProductType } from './generator/rows';
import { productStream } from './generator/stream';
import { taxRuleRows } from './generator/tax';
import { copyStatement, copyText, insertRows } from './generator/writer';
import type { SeedTable } from './generator/writer';

/** The default demo catalogue size (`npm start` on an empty database). */
export const DEMO_PRODUCT_COUNT = 5000;
/** Bumped when the generator's output changes for the same seed. */
export const GENERATOR_VERSION = 1;

/** Options of `seedCatalogue`. */
export interface SeedOptions {
  products: number;
  /** Default 1. */
  seed?: number;
  onProgress?: (message: string) => void;
}

/** What a seed wrote. */
export interface SeedSummary {
  seed: number;
  products: number;
  byType: Record<ProductType, number>;
  categories: number;
  makes: number;
  models: number;
  engines: number;
  attributes: number;
  taxRules: number;
  cmsPages: number;
  cmsBlocks: number;
  reviews: number;
  /** The catalogue's fixed "now" (ISO), derived from the seed. */
  generatedAt: string;
}

/** Tables the generator fills, children first (the order to empty them in). */
export const CATALOGUE_TABLES = [
  'review', 'stock', 'product_i18n', 'product', 'category_i18n', 'category', 'attribute_i18n', 'attribute',
  'tax_rule', 'cms_hierarchy', 'cms_page', 'cms_block', 'banner_set', 'catalogue_meta',
] as const;

const PRODUCT_BATCH = 1000;
/** Products generated between two pauses for I/O while the previous batch is being written. */
const GENERATE_SLICE = 50;
/** From this many products the secondary indexes are dropped while loading and built once at the end. */
export const BULK_LOAD_THRESHOLD = 20_000;

/** A seed refused because the catalogue already holds data. */
export class CatalogueNotEmptyError extends Error {
  constructor(products: number, categories: number) {
    super(`The catalogue is not empty (${products} products, ${categories} categories): empty it first (npm run seed -- --reset)`);
    this.name = 'CatalogueNotEmptyError';
  }
}

/** Tables emptied with the catalogue although the generator does not fill them: they reference products. */
const DERIVED_TABLES = ['product_number', 'product_listing', 'product_listing_stale'] as const;

/**
 * Empties the catalogue (for `--reset`); the schema stays. One TRUNCATE (ADR 0079): deleting 1,000,000
 * products row by row took minutes. TRUNCATE fires no row triggers, so every listening instance is told to
 * drop its catalogue pages here, as a bulk DELETE's trigger would have.
 */
export async function wipeCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${[...CATALOGUE_TABLES, ...DERIVED_TABLES].join(', ')}`);
    await publishInvalidation(tx, CATALOGUE_TAGS);
  });
}

async function assertEmpty(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ products: number | string; categories: number | string; meta: number | string }>(
    'SELECT (SELECT count(*) FROM product) AS products, (SELECT count(*) FROM category) AS categories, (SELECT count(*) FROM catalogue_meta) AS meta',
  );
  const row = rows[0];
  const products = Number(row?.products ?? 0);
  const categories = Number(row?.categories ?? 0);
  if (products > 0 || categories > 0 || Number(row?.meta ?? 0) > 0) throw new CatalogueNotEmptyError(products, categories);
}

/** A batch of products as COPY text per table, encoded before the previous batch has been written. */
type EncodedBatch = readonly (readonly [SeedTable, string])[];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const pauseForIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Encodes a batch a slice at a time, pausing between slices so the COPY in flight keeps streaming. */
async function encodeBatch(batch: readonly ProductBundle[]): Promise<EncodedBatch> {
  const encoded: [SeedTable, string][] = [];
  const tables: readonly (readonly [SeedTable, (b: ProductBundle) => readonly object[]])[] = [
    ['product', (b) => [b.product]], ['product_i18n', (b) => b.i18n], ['stock', (b) => [b.stock]],
  ];
  for (const [table, rowsOf] of tables) {
    let text = '';
    for (let start = 0; start < batch.length; start += GENERATE_SLICE) {
      text += copyText(table, batch.slice(start, start + GENERATE_SLICE).flatMap(rowsOf));
      await pauseForIo();
    }
    encoded.push([table, text]);
  }
  return encoded;
}

async function writeBatch(tx: Queryable, encoded: EncodedBatch): Promise<void> {
  for (const [table, text] of encoded) await tx.copyFrom(copyStatement(table), text);
}

async function flush(tx: Queryable, batch: readonly ProductBundle[]): Promise<void> {
  await writeBatch(tx, await encodeBatch(batch));
}

/**
 * Writes the demo catalogue, deterministic from `seed`, in one transaction: categories (parts and
 * vehicles), attributes, tax rules, content, `products` products of all six types, stock and reviews.
 * Refuses a catalogue that is not empty.
 */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const seed = options.seed ?? 1;
  const total = Math.floor(options.products);
  if (!Number.isFinite(total) || total < 0) throw new Error(`products must be a whole number >= 0, got ${options.products}`);
  const progress = options.onProgress ?? (() => {});
  const tree = buildCategoryTree();
  const ctx = createContext(seed, tree);
  const attributes = attributeRows();
  const taxRules = taxRuleRows();
  const byType: Record<ProductType, number> = { simple: 0, configurable: 0, grouped: 0, bundle: 0, virtual: 0, downloadable: 0 };
  const summary = await db.transaction(async (tx) => {
    await assertEmpty(tx);
    await insertRows(tx, 'category', tree.categories);
    await insertRows(tx, 'category_i18n', tree.i18n, 2000);
    progress(`categories: ${tree.categories.length} (${tree.engines.length} engines)`);
    await seedRegistrations(tx, tree.engines);
    await insertRows(tx, 'attribute', attributes.attribute);
    await insertRows(tx, 'attribute_i18n', attributes.i18n);
    await insertRows(tx, 'tax_rule', taxRules);
    const dropped = total >= BULK_LOAD_THRESHOLD ? await dropSecondaryIndexes(tx) : null;
    const sample: ProductBundle[] = [];
    const loading = performance.now();
    const written = await loadWithoutPartNumberTriggers(tx, () => withoutListingTriggers(tx, async () => {
      let batch: ProductBundle[] = [];
      let count = 0;
      // The database loads one batch while the next is generated and encoded (ADR 0079): both pause for
      // I/O every GENERATE_SLICE products, so the COPY in flight keeps streaming on the other core.
      let writing: Promise<void> = Promise.resolve();
      for (const bundle of productStream(ctx, total)) {
        byType[bundle.product.type_id] += 1;
        if (sample.length < 200) sample.push(bundle);
        batch.push(bundle);
        if (batch.length % GENERATE_SLICE === 0) await pauseForIo();
        if (batch.length >= PRODUCT_BATCH) {
          const encoded = await encodeBatch(batch);
          await writing;
          writing = writeBatch(tx, encoded);
          // Marked handled at once: a failure surfaces at the next `await writing`, not as an unhandled rejection.
          writing.catch(() => {});
          count += batch.length;
          batch = [];
          if (count % (PRODUCT_BATCH * 10) === 0 || count === total) progress(`products: ${count}/${total}`);
        }
      }
      await writing;
      if (batch.length > 0) {
        await flush(tx, batch);
        count += batch.length;
        progress(`products: ${count}/${total}`);
      }
      progress(`products written (${seconds(loading)} s)`);
      return count;
    }));
    progress(`part numbers listed (${seconds(loading)} s from the first product)`);
    // The listing is built from the loaded rows: now for the countries already listed, else by the shop's first start.
    if ((await tx.query('SELECT 1 FROM product_listing_country LIMIT 1')).rows.length) {
      await rebuildListingIn(tx, new Date());
    } else {
      await tx.exec('INSERT INTO product_listing_stale SELECT id FROM product ON CONFLICT DO NOTHING');
    }
    if (dropped) {
      const started = performance.now();
      await recreateIndexes(tx, dropped);
      progress(`indexes rebuilt: ${dropped.definitions.length} and ${dropped.foreignKeys.length} foreign keys (${seconds(started)} s)`);
    }
    const content = contentRows(ctx, sample);
    await insertRows(tx, 'cms_page', content.pages);
    await insertRows(tx, 'cms_block', content.blocks);
    await insertRows(tx, 'cms_hierarchy', content.hierarchy);
    await insertRows(tx, 'banner_set', content.banners);
    await insertRows(tx, 'review', content.reviews);
    const generatedAt = new Date(ctx.generatedAt).toISOString();
    await tx.query('INSERT INTO catalogue_meta (key, value) VALUES ($1, $2::jsonb)', [
      'seed', JSON.stringify({ seed, products: written, generatedAt, version: GENERATOR_VERSION }),
    ]);
    progress('content, reviews and meta written');
    const levels = (level: number) => tree.categories.filter((c) => c.kind === 'vehicle' && c.level === level).length;
    return {
      seed, products: written, byType, categories: tree.categories.length, makes: levels(2), models: levels(3), engines: levels(4),
      attributes: attributes.attribute.length, taxRules: taxRules.length, cmsPages: content.pages.length, cmsBlocks: content.blocks.length,
      reviews: content.reviews.length, generatedAt,
    };
  });
  // Fresh statistics: PGlite runs no autovacuum, and without them the planner takes the new tables for
  // empty (a category page at 100,000 products went from 8.7 s to 1 s).
  progress('Analysing tables...');
  const analysing = performance.now();
  await flushGinPendingLists(db);
  await db.exec('ANALYZE');
  progress(`tables analysed (${seconds(analysing)} s)`);
  return summary;
}
