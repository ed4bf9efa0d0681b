import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useLoaderData, useParams } from 'react-router-dom';
import type { DispatchedRoute } from './url-dispatcher';

/** Loader data of the catch-all route when the URL dispatcher resolved the path to a named route. */
export interface DispatchedRouteData {
  dispatched: DispatchedRoute;
  /** What the target route's loader returned. */
  data: unknown;
}

interface RouteDataValue {
  params: Record<string, string | undefined>;
  data: unknown;
}

const DispatchedContext = createContext<RouteDataValue | null>(null);

/** Gives a page rendered under the catch-all route the params and data of the route it resolved to. */
export function DispatchedRouteProvider({ value, children }: { value: DispatchedRouteData; children: ReactNode }) {
  return (
    <DispatchedContext.Provider value={{ params: value.dispatched.params, data: value.data }}>{children}</DispatchedContext.Provider>
  );
}

/**
 * The page's route params, also when the URL dispatcher rendered it under a path no route matched
 * (a category's url_path). Pages use this instead of react-router's `useParams`.
 */
export function useRouteParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const dispatched = useContext(DispatchedContext);
  const params = useParams();
  return (dispatched ? dispatched.params : params) as T;
}

/** The page's loader data, also under a dispatched path. Pages use this instead of `useLoaderData`. */
export function useRouteData<T = unknown>(): T {
  const dispatched = useContext(DispatchedContext);
  const data = useLoaderData();
  return (dispatched ? dispatched.data : data) as T;
}
