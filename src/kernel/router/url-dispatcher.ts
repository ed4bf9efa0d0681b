import type { StoreView } from '../store-view/types';

/** Service token of the URL dispatcher (inversify: `services.isBound(UrlDispatcher)`). */
export const UrlDispatcher = Symbol('UrlDispatcher');

/** What an unknown path resolves to: a named route (unprefixed name) with its params. */
export interface DispatchedRoute {
  name: string;
  params: Record<string, string | undefined>;
}

/**
 * Resolves paths no route matches (spec section 2 "Dispatching unknown paths": memory, local cache,
 * products by url_path, categories by url_path). Null means 404.
 */
export interface UrlDispatcher {
  resolve(pathname: string, storeView: StoreView): Promise<DispatchedRoute | null>;
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
