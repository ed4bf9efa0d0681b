import { productRoute } from '../../../kernel/product';
import type { DispatchedRoute } from '../../../kernel/router/url-dispatcher';

const ASSET_FILE = /\.(?:js|mjs|css|map|json|xml|txt|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest)$/i;

/**
 * Whether a path can be a catalogue url_path at all: asset-like paths ('/assets/app.js', '/favicon.ico') are
 * not looked up, so a missing file costs no searches and answers 404 at once. Magento-style '.html' URLs are
 * url_paths.
 */
export function mayBeUrlPath(path: string): boolean {
  return !ASSET_FILE.test(path);
}

/** How the catalogue stores a url_path: without leading or trailing slashes ('/gear/' → 'gear'). */
export function storedUrlPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** The fields of a product document the dispatcher reads. */
export interface UrlProductDoc {
  sku: string;
  slug: string;
  type_id: string;
  url_path?: string;
  configurable_children?: { sku: string; url_path?: string }[];
}

/** The fields of a category document the dispatcher reads. */
export interface UrlCategoryDoc {
  slug: string;
}

/** Dispatcher options the spec leaves to configuration (ADR 0016). */
export interface UrlSettings {
  /**
   * Whether a configurable's child may be opened under its own url_path. Off (the default): the child's
   * URL redirects to the parent's page with the child preselected, so a variant has one canonical URL.
   */
  configurableChildDirectAccess: boolean;
}

export const DEFAULT_URL_SETTINGS: UrlSettings = { configurableChildDirectAccess: false };

/**
 * The route of a product found by `path` (spec section 2): its type's product route with parentSku, slug
 * and childSku. When the path is one of a configurable's children, the parent's route with that child
 * preselected; a redirect to it unless direct access to children is allowed.
 */
export function productDispatch(doc: UrlProductDoc, path: string, settings: UrlSettings): DispatchedRoute {
  const stored = storedUrlPath(path);
  const child = storedUrlPath(doc.url_path ?? '') === stored ? undefined : doc.configurable_children?.find((c) => storedUrlPath(c.url_path ?? '') === stored);
  const route = productRoute({ sku: doc.sku, slug: doc.slug, typeId: doc.type_id, childSku: child?.sku ?? null });
  return child && !settings.configurableChildDirectAccess ? { ...route, redirect: true } : route;
}

/** The route of a category found by its url_path: the category route with its slug. */
export function categoryDispatch(doc: UrlCategoryDoc): DispatchedRoute {
  return { name: 'category', params: { slug: doc.slug } };
}

/** The search body finding a product, or the configurable owning a child, by url_path (one request). */
export function productByUrlPathRequest(path: string) {
  const stored = storedUrlPath(path);
  return {
    query: { bool: { should: [{ terms: { url_path: [stored] } }, { terms: { 'configurable_children.url_path': [stored] } }], minimum_should_match: 1 } },
    size: 1,
  };
}

/** The search body finding a category by url_path. */
export function categoryByUrlPathRequest(path: string) {
  return { query: { bool: { filter: [{ terms: { url_path: [storedUrlPath(path)] } }] } }, size: 1 };
}
