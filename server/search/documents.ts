import type { Queryable } from '../storage/port';
import type { StoreView } from '../../src/kernel/store-view/types';
import type { EntityType } from './entities';

/**
 * Loads the `_source` documents of one entity type for a view, in the order of `ids` (missing ids
 * skipped). The server uses `loadDocuments` of server/catalogue/documents; tests may pass their own.
 */
export type DocumentLoader = (db: Queryable, type: EntityType, ids: readonly number[], view: StoreView, options: { now: Date }) => Promise<Record<string, unknown>[]>;
