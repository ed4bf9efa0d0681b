/**
 * For specs: a database holding the generator's category tree (parts and vehicles, as seedCatalogue writes
 * it) and the demo registrations, without products. PGlite suites share one cached template.
 */
import { buildCategoryTree } from '../../catalogue/generator/categories';
import { seedRegistrations } from '../../catalogue/generator/registrations';
import { insertRows } from '../../catalogue/generator/writer';
import type { TestDatabaseOptions } from '../../testing';

/** `forEachDatabase` options: migrated, with the vehicle tree and the demo registrations. */
export const VEHICLE_DATABASE: TestDatabaseOptions = {
  seedId: 'vehicles-and-registrations',
  seedSources: ['server/catalogue/generator', 'server/commerce/vehicles/test-fixture.ts'],
  seed: async (db) => {
    const tree = buildCategoryTree();
    await insertRows(db, 'category', tree.categories);
    await insertRows(db, 'category_i18n', tree.i18n, 2000);
    await seedRegistrations(db, tree.engines);
  },
};
