import type { Container } from 'inversify';
import type { RouteObject } from 'react-router-dom';
import type { RouteContribution } from '../kernel/module';
import type { StoreView } from '../kernel/store-view/types';
import { assembleRoutes } from '../kernel/router';
import { appRoutes } from './routes';
import { layoutRoutes } from './shell/layouts';
import { NotFoundPage, RootErrorBoundary } from './shell/error-views';
import { RootRoute } from './shell/root-route';

/** Inputs of the app's route tree for one store view. */
export interface AppRoutesOptions {
  storeView: StoreView;
  storeViews: readonly StoreView[];
  services: Container;
  /** Route table override (tests); defaults to the app routes. */
  routes?: readonly RouteContribution[];
  /** Browser only: a page's data was not available, the router goes home (see assembleRoutes). */
  onEmptyResult?: (error: unknown) => void;
  /** Starts the modules a route needs before its loader runs (kernel.activateRoute). */
  onEnter?: (routeName: string) => Promise<unknown>;
}

/** The react-router routes of one store view with the app shell (the same on server and browser). */
export function createAppRoutes(options: AppRoutesOptions): RouteObject[] {
  return assembleRoutes(options.routes ?? appRoutes, options.storeView, {
    services: options.services,
    storeViews: options.storeViews,
    Root: RootRoute,
    ErrorBoundary: RootErrorBoundary,
    layouts: layoutRoutes,
    NotFound: NotFoundPage,
    ...(options.onEmptyResult ? { onEmptyResult: options.onEmptyResult } : {}),
    ...(options.onEnter ? { onEnter: options.onEnter } : {}),
  });
}
