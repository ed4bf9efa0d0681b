import type { Container } from 'inversify';
import type { StoreView } from '../store-view/types';

/** Service token of the URL dispatcher (inversify: `services.isBound(UrlDispatcher)`). */
export const UrlDispatcher = Symbol('UrlDispatcher');

/**
 * What an unknown path resolves to: a named route (unprefixed name) with its params. With `redirect`
 * the shopper is sent to that route's own URL instead of seeing it under the dispatched path (a
 * configurable's child URL goes to its parent's page).
 */
export interface DispatchedRoute {
  name: string;
  params: Record<string, string | undefined>;
  redirect?: boolean;
}

/**
 * Resolves paths no route matches (spec section 2 "Dispatching unknown paths": memory, local cache,
 * products by url_path, categories by url_path). `pathname` is normalised and within the view (no store
 * prefix); `services` is the request's container the loaders read the API with. Null means 404; an error
 * whose message contains 'query returned empty result' sends the shopper to the view's home.
 */
export interface UrlDispatcher {
  resolve(pathname: string, storeView: StoreView, services: Container): Promise<DispatchedRoute | null>;
}

/** Runs async jobs one after another: the spec's lock against concurrent dispatching. */
export interface Lock {
  run<T>(job: () => Promise<T>): Promise<T>;
}

/** A fresh lock; jobs queue in call order and a failing job does not block the next one. */
export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      const result = tail.then(job, job);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
