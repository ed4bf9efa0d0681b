export { assembleRoutes, isEmptyResultError, CATCH_ALL_ROUTE_ID, ROOT_ROUTE_ID } from './assemble-routes';
export type { AssembleRoutesOptions, RouteHandle } from './assemble-routes';
export { UrlDispatcher, createLock } from './url-dispatcher';
export type { DispatchedRoute, Lock } from './url-dispatcher';
export { DispatchedRouteProvider, useRouteData, useRouteParams } from './route-data';
export type { DispatchedRouteData } from './route-data';
export { ScrollManager } from './scroll-manager';
export { decideScroll, decodeHash } from './scroll';
export type { ScrollDecision, ScrollInput } from './scroll';
