import type { Database } from '../storage/port';
import type { StoreView } from '../../src/kernel/store-view/types';
import type { CommerceConfig } from '../commerce/config';

/** What every API route plugin receives from the server. */
export interface ApiDeps {
  db: Database;
  /** The seven store views (with configured domains). */
  storeViews: readonly StoreView[];
  /** The clock for special-price windows and timestamps (fixed in tests). */
  now: () => Date;
  /** Token lifetimes and secret, CORS origins, payment providers (sandbox without keys). */
  commerce: CommerceConfig;
}
