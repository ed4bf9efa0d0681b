export type { StoreView, Language } from './types';
export { LANGUAGES } from './types';
export { resolveStoreView, isOtherStoreView, defaultStoreView, stripPort } from './resolve';
export type { StoreViewLocation, ResolvedStoreView } from './resolve';
export { normalizePath, localizedPath, localizedRouteName } from './localize';
export { createLinkHelper } from './link';
export type { LinkHelper, LinkTarget, NamedRouteTarget, PathTarget, LinkRoute } from './link';
export { storeViewHref } from './href';
export type { CurrentLocation } from './href';
