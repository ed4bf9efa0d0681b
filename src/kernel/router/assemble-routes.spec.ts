import { describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { createStaticHandler } from 'react-router-dom';
import type { RouteObject, StaticHandlerContext } from 'react-router-dom';
import type { RouteContribution, RouteLoaderArgs } from '../module';
import { makeTestStoreView } from '../testing/test-store-view';
import { CATCH_ALL_ROUTE_ID, assembleRoutes } from './assemble-routes';
import { UrlDispatcher } from './url-dispatcher';
import type { DispatchedRoute } from './url-dispatcher';

const home = makeTestStoreView({ storeCode: 'home', domains: ['localhost'], isDefault: true });
const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const fin = makeTestStoreView({ storeCode: 'fin', domains: ['fi.localhost'], isDefault: false });
const views = [home, eng, fin];

const Blank = () => null;
const component = async () => ({ default: Blank });

const contributions: RouteContribution[] = [
  { name: 'home', path: '/', component, loader: () => ({ page: 'home' }) },
  { name: 'home', path: '/pwa.html', component, loader: () => ({ page: 'home' }) },
  { name: 'checkout', path: '/checkout', cacheTag: 'checkout', component, loader: () => ({ page: 'checkout' }) },
  { name: 'error', path: '/error', layout: 'minimal', component },
  { name: 'simple-product', path: '/p/:parentSku/:slug', component, loader: ({ params }) => ({ sku: params.parentSku }) },
  { name: 'virtual-product', path: '/p/:parentSku/:slug', component },
  { name: 'category', path: '/c/:slug', component, loader: ({ params }) => ({ slug: params.slug }) },
];

function assemble(routes: readonly RouteContribution[], view = eng, services = new Container()): RouteObject[] {
  return assembleRoutes(routes, view, {
    services,
    storeViews: views,
    Root: Blank,
    ErrorBoundary: Blank,
    layouts: { default: Blank, minimal: Blank, empty: Blank },
    NotFound: Blank,
  });
}

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

async function query(routes: RouteObject[], url: string): Promise<StaticHandlerContext | Response> {
  return createStaticHandler(routes).query(new Request(url));
}

function context(result: StaticHandlerContext | Response): StaticHandlerContext {
  if (result instanceof Response) throw new Error(`Expected a page, got a ${result.status} response`);
  return result;
}

describe('assembleRoutes', () => {
  it('prefixes paths and ids for a prefixed view and groups pages under their layout', () => {
    const routes = flatten(assemble(contributions));
    const pages = routes.filter((route) => route.path !== undefined);
    expect(pages.map((route) => [route.id, route.path])).toEqual([
      ['eng-home', '/eng'],
      ['eng-home@/eng/pwa.html', '/eng/pwa.html'],
      ['eng-checkout', '/eng/checkout'],
      ['eng-simple-product', '/eng/p/:parentSku/:slug'],
      ['eng-category', '/eng/c/:slug'],
      [CATCH_ALL_ROUTE_ID, '*'],
      ['eng-error', '/eng/error'],
    ]);
    const minimal = routes.find((route) => route.id === 'layout:minimal');
    expect(minimal?.children?.map((route) => route.id)).toEqual(['eng-error']);
    expect(routes.find((route) => route.id === 'layout:empty')).toBeUndefined();
  });

  it('keeps paths and names unprefixed for views without the store code in the URL', () => {
    const ids = flatten(assemble(contributions, fin)).map((route) => [route.id, route.path]);
    expect(ids).toContainEqual(['checkout', '/checkout']);
    expect(ids).toContainEqual(['home', '/']);
  });

  it('runs the matched loader with the store view and the request services', async () => {
    const services = new Container();
    const loader = vi.fn((args: RouteLoaderArgs) => ({ view: args.storeView.storeCode, sku: args.params.parentSku }));
    const routes = assemble([{ name: 'simple-product', path: '/p/:parentSku/:slug', component, loader }], eng, services);
    const result = context(await query(routes, 'http://localhost/eng/p/ABC-1/brake-disc'));
    expect(result.statusCode).toBe(200);
    expect(result.loaderData['eng-simple-product']).toEqual({ view: 'eng', sku: 'ABC-1' });
    expect(loader.mock.calls[0]?.[0].services).toBe(services);
  });

  it('answers an unknown path with the catch-all route and status 404', async () => {
    const result = context(await query(assemble(contributions), 'http://localhost/eng/no-such-page'));
    expect(result.statusCode).toBe(404);
    expect(result.matches.at(-1)?.route.id).toBe(CATCH_ALL_ROUTE_ID);
    expect(result.loaderData[CATCH_ALL_ROUTE_ID]).toEqual({ notFound: true });
  });

  it('redirects to the view home when a loader finds nothing ("query returned empty result")', async () => {
    const failing: RouteContribution = {
      name: 'category',
      path: '/c/:slug',
      component,
      loader: () => {
        throw new Error('Category query returned empty result url_path = gear');
      },
    };
    const result = await query(assemble([failing]), 'http://localhost/eng/c/gear');
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/eng');
  });

  it('lets any other loader error reach the error boundary (status 500)', async () => {
    const failing: RouteContribution = {
      name: 'checkout',
      path: '/checkout',
      component,
      loader: () => {
        throw new Error('database is down');
      },
    };
    const result = context(await query(assemble([failing]), 'http://localhost/eng/checkout'));
    expect(result.statusCode).toBe(500);
    expect(Object.keys(result.errors ?? {})).toEqual(['root']);
  });

  it('sends a path of another store view to a full document load', async () => {
    const result = await query(assemble(contributions, eng), 'http://localhost/checkout');
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.headers.get('location')).toBe('/checkout');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('asks a bound URL dispatcher and renders the resolved route with its loader data', async () => {
    const services = new Container();
    const resolve = vi.fn(async (pathname: string): Promise<DispatchedRoute | null> =>
      pathname === '/all-2/brakes' ? { name: 'category', params: { slug: 'brakes' } } : null,
    );
    services.bind(UrlDispatcher).toConstantValue({ resolve });
    const routes = assemble(contributions, eng, services);

    const found = context(await query(routes, 'http://localhost/eng/all-2/brakes/'));
    expect(resolve).toHaveBeenCalledWith('/all-2/brakes', eng, services);
    expect(found.statusCode).toBe(200);
    expect(found.loaderData[CATCH_ALL_ROUTE_ID]).toEqual({
      dispatched: { name: 'category', params: { slug: 'brakes' } },
      data: { slug: 'brakes' },
    });

    const missing = context(await query(routes, 'http://localhost/eng/unknown'));
    expect(missing.statusCode).toBe(404);
  });

  it('enters a route (module activation) before its loader runs, also when the URL dispatcher resolved it', async () => {
    const order: string[] = [];
    const routes: RouteContribution[] = [
      { name: 'checkout', path: '/checkout', component, loader: () => void order.push('loader:checkout') },
      { name: 'category', path: '/c/:slug', component, loader: () => void order.push('loader:category') },
    ];
    const services = new Container();
    services.bind(UrlDispatcher).toConstantValue({ resolve: async () => ({ name: 'category', params: { slug: 'brakes' } }) });
    const assembled = assembleRoutes(routes, eng, {
      services,
      storeViews: views,
      Root: Blank,
      ErrorBoundary: Blank,
      layouts: { default: Blank, minimal: Blank, empty: Blank },
      NotFound: Blank,
      onEnter: async (name) => void order.push(`enter:${name}`),
    });
    await query(assembled, 'http://localhost/eng/checkout');
    await query(assembled, 'http://localhost/eng/all-2/brakes');
    expect(order).toEqual(['enter:checkout', 'loader:checkout', 'enter:category', 'loader:category']);
  });

  it('redirects (replacing the history entry) to the route of a redirecting match, keeping the query', async () => {
    const services = new Container();
    const loader = vi.fn(() => ({}));
    const variants: RouteContribution = { name: 'configurable-product', path: '/p/:parentSku/:slug/:childSku', component, loader };
    services.bind(UrlDispatcher).toConstantValue({
      resolve: async () => ({ name: 'configurable-product', params: { parentSku: 'WB', slug: 'wiper-blade', childSku: 'WB-500' }, redirect: true }),
    });
    const result = await query(assemble([variants], eng, services), 'http://localhost/eng/wiper-blade-500?ref=mail');
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/eng/p/WB/wiper-blade/WB-500?ref=mail');
    expect(response.headers.get('X-Remix-Replace')).toBe('true');
    expect(loader).not.toHaveBeenCalled();
  });

  it('sends the shopper home with the notice when dispatching finds the data missing (offline)', async () => {
    const services = new Container();
    services.bind(UrlDispatcher).toConstantValue({
      resolve: async () => {
        throw new Error('Product query returned empty result url_path = /gear');
      },
    });
    const onEmptyResult = vi.fn();
    const routes = assembleRoutes(contributions, eng, {
      services,
      storeViews: views,
      Root: Blank,
      ErrorBoundary: Blank,
      layouts: { default: Blank, minimal: Blank, empty: Blank },
      NotFound: Blank,
      onEmptyResult,
    });
    const result = await query(routes, 'http://localhost/eng/gear');
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get('location')).toBe('/eng');
    expect(onEmptyResult).toHaveBeenCalledOnce();
  });

  it('dispatches one path at a time', async () => {
    const services = new Container();
    const order: string[] = [];
    const pending: (() => void)[] = [];
    services.bind(UrlDispatcher).toConstantValue({
      resolve: (pathname: string) => {
        order.push(`start ${pathname}`);
        return new Promise<null>((done) => {
          pending.push(() => {
            order.push(`end ${pathname}`);
            done(null);
          });
        });
      },
    });
    const routes = assemble(contributions, eng, services);
    const first = query(routes, 'http://localhost/eng/a');
    const second = query(routes, 'http://localhost/eng/b');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()?.();
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()?.();
    await Promise.all([first, second]);
    expect(order).toEqual(['start /a', 'end /a', 'start /b', 'end /b']);
  });
});
