import type { Container } from 'inversify';

/**
 * Narrowing of product listings by something the shopper chose (their car, ADR 0029): a module binds the port;
 * listing loaders (category pages, search, home lists) ask it with the page request and add the category it
 * answers as a filter. On the server the port reads the request's cookies; in the browser `document.cookie`.
 * Requests with the storefront's personal cookies (`ap24-*`) bypass the server's output cache.
 */
export const ListingNarrowingToken = Symbol.for('autoparts.listing.narrowing');

/** A narrowing in force: only products in this category (an engine). */
export interface ListingNarrowing {
  categoryId: number;
}

export type ListingNarrowingPort = (request: Request | null) => ListingNarrowing | null;

/** The storefront's personal cookies start with this: pages depending on them are never shared from the cache. */
export const PERSONAL_COOKIE_PREFIX = 'ap24-';

/** The value of one cookie in a Cookie header ('' when absent). */
export function cookieValue(header: string | null | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** The narrowing in force for this page request; null when no module narrows listings or nothing is chosen. */
export function listingNarrowing(services: Container, request: Request | null): ListingNarrowing | null {
  if (!services.isBound(ListingNarrowingToken)) return null;
  return services.get<ListingNarrowingPort>(ListingNarrowingToken)(request);
}
