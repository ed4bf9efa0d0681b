import { Suspense, lazy, memo, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ModuleDefinition, ProjectionName, ProjectionRegistry } from '../module';
import { useProjection } from './hooks';

/**
 * Views whose code is not among the scripts a page waits for (issue 16 item 2, ADR 0047): a module's slot fill
 * that is below the fold or shown only on demand names a loader instead of importing its component, so the
 * component and what only it uses (its design-system parts) become a chunk of their own.
 *
 * - {@link deferredView}: rendered by the server as always; in the browser the server's HTML stays on screen (a
 *   dehydrated Suspense boundary) until the page has hydrated, then the chunk loads and the part hydrates. Without server HTML (a client render, a test) it loads at once.
 * - {@link onDemandView}: rendered only once `useWanted` is true (a panel opened); the server renders nothing
 *   for it while closed, exactly like the closed panel did. The chunk is fetched once the page has hydrated, so
 *   opening it needs no round trip.
 */

type Phase = 'none' | 'hydrating' | 'hydrated';
let phase: Phase = 'none';
let resolveHydrated: () => void = () => undefined;
const hydratedSignal = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** The browser entry says it is about to hydrate server HTML: deferred views wait for {@link endHydration}. */
export function beginHydration(): void {
  if (phase === 'none') phase = 'hydrating';
}

/** The page has hydrated (the root's first effect): deferred views load now. */
export function endHydration(): void {
  phase = 'hydrated';
  resolveHydrated();
}

/**
 * Resolves at once outside hydration; while the page hydrates, once it has (a task later, so the hydrating
 * commit and its effects run first). Not later than that: until its code is there a deferred part can neither
 * take a click nor follow a navigation (a router transition that reaches its still-dehydrated boundary waits for
 * it), so it loads as soon as the page no longer needs the network and the main thread for itself.
 */
export function afterHydration(): Promise<void> {
  return phase === 'hydrating' ? hydratedSignal.then(() => new Promise((resolve) => setTimeout(resolve, 0))) : Promise.resolve();
}

/** A component whose code loads later, with a way to start loading it now (the server, prefetching). */
export type DeferredView<P> = ComponentType<P> & {
  /** Starts (or joins) loading the component's chunk; resolves when it is ready to render synchronously. */
  preload(): Promise<void>;
  /** The loaded component, once {@link preload} has finished. */
  readonly loaded: ComponentType<P> | null;
  /**
   * The file `load` imports, as the client build's manifest names it (`src/modules/<id>/view.tsx`): the server
   * links its stylesheets on every page, so the server's HTML of a deferred view is styled before its code arrives.
   */
  readonly source?: string;
};

/** What {@link deferredView} needs: the loader and the file it imports. */
export interface DeferredViewOptions<P> {
  /** Project-relative path of the file `load` imports (checked by src/app/deferred-views.spec.ts). */
  source: string;
  load: () => Promise<ComponentType<P>>;
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, wait: () => Promise<void>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, a new deploy) may be tried again by the next render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => wait().then(preload).then((component) => ({ default: component })));
  // Rendered directly once loaded (the server after preloading, later pages), through `lazy` before that.
  function Render(props: P): ReactNode {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Render, preload: () => preload().then(() => undefined), loaded: () => loaded };
}

/**
 * A view rendered on the server and hydrated in the browser once the page itself has hydrated.
 * Its own Suspense boundary keeps the server's HTML meanwhile; `memo` keeps a parent's re-render (same props)
 * from reaching that boundary before its code is there (React would then drop the server's HTML).
 */
export function deferredView<P extends object>({ source, load }: DeferredViewOptions<P>): DeferredView<P> {
  const view = deferred(load, afterHydration);
  const Deferred = memo(function DeferredPart(props: P) {
    return (
      <Suspense fallback={null}>
        <view.Render {...props} />
      </Suspense>
    );
  }) as unknown as DeferredView<P>;
  Object.assign(Deferred, { preload: view.preload, source });
  Object.defineProperty(Deferred, 'loaded', { get: view.loaded });
  return Deferred;
}

/** What {@link onDemandView} needs: when the view is wanted (from a projection) and its loader. */
export interface OnDemandViewOptions<P, N extends ProjectionName> {
  /** The projection that says whether the view is wanted (`ui-state/flags` for the panels). */
  projection: N;
  wanted: (value: ProjectionRegistry[N]) => boolean;
  load: () => Promise<ComponentType<P>>;
}

/**
 * A view mounted only once `wanted` is true (and kept mounted after, so a closing animation still runs),
 * its chunk prefetched once the page has hydrated. While not wanted it renders nothing, on the
 * server and in the browser alike, so hydration never waits for it.
 */
export function onDemandView<P extends object, N extends ProjectionName>({ projection, wanted: isWanted, load }: OnDemandViewOptions<P, N>): DeferredView<P> {
  const view = deferred(load, () => Promise.resolve());
  let prefetching = false;
  function OnDemand(props: P): ReactNode {
    const wanted = isWanted(useProjection(projection));
    const [mounted, setMounted] = useState(wanted);
    if (wanted && !mounted) setMounted(true);
    useEffect(() => {
      if (prefetching) return;
      prefetching = true;
      void afterHydration().then(() => view.preload().catch(() => undefined));
    }, []);
    if (!mounted && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <view.Render {...props} />
      </Suspense>
    );
  }
  const component = OnDemand as DeferredView<P>;
  Object.assign(component, { preload: view.preload });
  Object.defineProperty(component, 'loaded', { get: view.loaded });
  return component;
}

/** Whether a slot fill's component loads later (the server preloads those before it renders). */
export function isDeferredView(component: unknown): component is DeferredView<object> {
  return typeof component === 'object' || typeof component === 'function' ? typeof (component as { preload?: unknown } | null)?.preload === 'function' : false;
}

/**
 * Loads the code of the modules' deferred slot fills, so they render synchronously: the server before it renders
 * (once per process; later requests find it loaded), and test kernels, which render like the server does.
 */
export async function preloadDeferredViews(modules: readonly ModuleDefinition[]): Promise<void> {
  const pending = modules.flatMap((m) => m.slots ?? []).flatMap(({ component }) => (isDeferredView(component) && !component.loaded ? [component.preload()] : []));
  if (pending.length > 0) await Promise.all(pending);
}
