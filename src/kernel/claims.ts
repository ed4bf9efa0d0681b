import { createDurableStore, type DurableStore } from './event-log/durable-store';
import type { KeyValueStorage } from './event-log/storage';
import type { KernelLogger } from './logger';

/** A claim (spec section 3): a fact the shop remembers in this browser, stored under its claim code. */
export interface Claim<T = unknown> {
  code: string;
  /** ISO time the claim was set. */
  created_at: string;
  value: T;
  description: string;
}

/**
 * The browser's claims: small facts about this browser (a pop-up already shown, a notice accepted) that must
 * survive reloads. Storage errors are only logged (spec section 8): `check` then answers null (as if never
 * claimed) and `set`/`unset` resolve; nothing here ever rejects.
 */
export interface Claims {
  set<T>(code: string, value: T, description?: string): Promise<void>;
  check<T = unknown>(code: string): Promise<Claim<T> | null>;
  unset(code: string): Promise<void>;
}

/** The {@link Claims} bound in the kernel's container. */
export const ClaimsToken = Symbol('Claims');

/** Name of the browser storage collection holding the claims (IndexedDB `autoparts-durable-claims`). */
export const CLAIMS_COLLECTION = 'claims';

export interface ClaimsOptions {
  store: Pick<DurableStore, 'get' | 'set' | 'remove'>;
  logger: KernelLogger;
  clock?: () => Date;
}

export function createClaims({ store, logger, clock = () => new Date() }: ClaimsOptions): Claims {
  const logged = (action: string, code: string) => (error: unknown) => {
    logger.warn(`Claim storage error: could not ${action} claim '${code}'`, error);
  };
  return {
    async set(code, value, description = '') {
      const claim: Claim = { code, created_at: clock().toISOString(), value, description };
      try {
        await store.set(code, claim);
      } catch (error) {
        logged('set', code)(error);
      }
    },
    async check<T>(code: string) {
      try {
        return ((await store.get<Claim<T>>(code)) ?? null) as Claim<T> | null;
      } catch (error) {
        logged('read', code)(error);
        return null;
      }
    },
    async unset(code) {
      try {
        await store.remove(code);
      } catch (error) {
        logged('remove', code)(error);
      }
    },
  };
}

/**
 * The browser's claims: a durable store (IndexedDB `autoparts-durable-claims`, or `storage` in tests) whose
 * failures are logged. A store that cannot open or write keeps the claims in memory for this page.
 */
export function createStoredClaims(logger: KernelLogger, clock: () => Date, storage?: KeyValueStorage): Claims {
  const store = createDurableStore(CLAIMS_COLLECTION, {
    storage,
    onDegrade: (reason, error) => logger.warn(`Claim storage error (${reason}); claims are kept in memory for this page`, error),
  });
  return createClaims({ store, logger, clock });
}
