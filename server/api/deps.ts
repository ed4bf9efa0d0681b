import type { Database } from '../storage/port';
import type { StoreView } from '../../src/kernel/store-view/types';
import type { CommerceConfig } from '../commerce/config';
import type { CaptchaVerifier } from '../commerce/users/rate-limit';
import type { PaymentMethodRegistry } from '../commerce/payments/method';
import type { PhotoStore } from '../media/photos';

/** What every API route plugin receives from the server. */
export interface ApiDeps {
  db: Database;
  /**
   * A read replica for catalogue searches (DATABASE_READ_URL, ADR 0072); unset: `db`. Only read-only catalogue
   * queries go there: carts, accounts and orders (what a shopper just wrote) are read from `db`, the primary.
   */
  readDb?: Database;
  /** The seven store views (with configured domains). */
  storeViews: readonly StoreView[];
  /** The clock for special-price windows and timestamps (fixed in tests). */
  now: () => Date;
  /** Token lifetimes and secret, CORS origins, payment providers (sandbox without keys). */
  commerce: CommerceConfig;
  /** The CAPTCHA hook of login throttling; none by default (server/commerce/users/rate-limit.ts). */
  captcha?: CaptchaVerifier;
  /** Original product photos and their encoded variants (MEDIA_DIR); without it every image is an illustration. */
  media?: PhotoStore;
  /** The payment methods (server/commerce/payments/method.ts); default: the installed ones (installed.ts). */
  paymentMethods?: PaymentMethodRegistry;
}
