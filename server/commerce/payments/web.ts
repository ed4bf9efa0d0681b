/**
 * What the payment routes share about the web: the shop's origin for provider return URLs, the check
 * that a client-given return URL stays on the shop, the form body parser providers post with, and the
 * address of the shop's pages after a payment in the order's store view.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeViewHref } from '../../../src/kernel/store-view/href';
import type { StoreView } from '../../../src/kernel/store-view/types';
import type { ApiDeps } from '../../api/deps';
import { badRequest } from '../../api/errors';
import { defaultView } from '../../api/store-view';

/** The origin providers and browsers reach this server at: PUBLIC_URL, else the request's own. */
export function shopOrigin(deps: ApiDeps, request: FastifyRequest): string {
  return deps.commerce.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A client-given return or cancel URL, made absolute; only addresses of this shop (its origin or a store
 * view's domain) are accepted, so neither PayPal nor the sandbox sends the buyer elsewhere.
 */
export function shopUrl(deps: ApiDeps, request: FastifyRequest, value: string, field: string): string {
  const origin = shopOrigin(deps, request);
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    throw badRequest(`${field} must be an address of this shop.`);
  }
  // The shop's origin (PUBLIC_URL, else the request's own host) and the store views' domains.
  const hosts = new Set([new URL(origin).hostname, ...deps.storeViews.flatMap((view) => view.domains)]);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !hosts.has(url.hostname)) throw badRequest(`${field} must be an address of this shop.`);
  return url.toString();
}

/** The view with this store code, else the default view (orders always name a known code). */
export function viewOf(deps: ApiDeps, storeCode: string | null | undefined): StoreView {
  return deps.storeViews.find((view) => view.storeCode === storeCode) ?? defaultView(deps.storeViews);
}

/** The shop page `path` (e.g. '/thank-you-page?order=1') in `view`, as a link from the request's host. */
export function shopPage(deps: ApiDeps, request: FastifyRequest, view: StoreView, path: string): string {
  return storeViewHref(view, { host: request.host, protocol: request.protocol }, deps.storeViews, path);
}

/** Most bytes of a provider's form post. */
const FORM_LIMIT = 64 * 1024;

/** Parses `application/x-www-form-urlencoded` bodies into a flat object, unless a parser is already installed. */
export function installFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The string field `name` of a parsed body ('' when absent or not a string). */
export function field(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** The shop's name on sandbox pages and in provider checkouts. */
export const SHOP_NAME = 'AP24';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes `application/x-www-form-urlencoded` bodies: provider posts (MakeCommerce return and
     * notification, MAC-signed) and the sandbox pages' no-JavaScript forms. The API's JSON-only rule lets these through.
     */
    acceptsFormBody?: boolean;
  }
}

/** Route options of a route that takes form bodies (see `acceptsFormBody`). */
export const FORM_ROUTE = { config: { acceptsFormBody: true } } as const;
