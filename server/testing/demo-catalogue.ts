import { GENERATOR_VERSION, seedCatalogue } from '../catalogue/seed';
import type { TestDatabaseOptions } from './databases';

/**
 * `forEachDatabase` options for a suite that reads the generated demo catalogue: PGlite suites share
 * one seeded template per (products, seed), rebuilt when the generator's files change.
 * @example forEachDatabase('catalog search', ({ db }) => { ... }, demoCatalogue(500))
 */
export function demoCatalogue(products: number, seed = 1): TestDatabaseOptions {
  return {
    seedId: `demo-${products}-seed${seed}-v${GENERATOR_VERSION}`,
    seed: async (db) => {
      await seedCatalogue(db, { products, seed });
    },
    seedSources: ['server/catalogue/seed.ts', 'server/catalogue/generator'],
  };
}
