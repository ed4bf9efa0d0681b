import { describe, expect, it } from 'vitest';
import { appRoutes, routeSource } from './routes';

const table = (name: string) => appRoutes.filter((route) => route.name === name).map((route) => route.path);

describe('app route table (spec section 2)', () => {
  it('has every route of the spec with its path', () => {
    expect(table('home')).toEqual(['/', '/pwa.html']);
    expect(table('checkout')).toEqual(['/checkout']);
    expect(table('my-account')).toEqual(['/my-account']);
    expect(table('my-orders')).toEqual(['/my-account/orders']);
    expect(table('my-order')).toEqual(['/my-account/orders/:orderId']);
    expect(table('my-car')).toEqual(['/my-account/car']);
    expect(table('compare')).toEqual(['/compare']);
    expect(table('error')).toEqual(['/error']);
    expect(table('cms-page')).toEqual(['/i/:slug']);
    expect(table('catalog')).toEqual(['/catalog']);
    expect(table('congrats')).toEqual(['/thank-you-page']);
    expect(table('see-you')).toEqual(['/see-you-page']);
    expect(table('category')).toEqual(['/c/:slug']);
  });

  it('names product routes by type', () => {
    for (const type of ['virtual', 'bundle', 'simple', 'downloadable', 'grouped']) {
      expect(table(`${type}-product`)).toEqual(['/p/:parentSku/:slug']);
    }
    expect(table('configurable-product')).toEqual(['/p/:parentSku/:slug/:childSku']);
    expect(table('product')).toEqual(['/p/:parentSku/:slug/:childSku']);
  });

  it('draws the error route in the minimal layout and the rest in the default one', () => {
    const layouts = new Map(appRoutes.map((route) => [route.name, route.layout ?? 'default']));
    expect(layouts.get('error')).toBe('minimal');
    expect([...layouts.entries()].filter(([, layout]) => layout !== 'default').map(([name]) => name)).toEqual(['error']);
  });

  it('uses only the spec cache tags', () => {
    const tags = new Set(['product', 'category', 'home', 'checkout', 'page-not-found', 'compare', 'my-account', 'error', 'attribute', 'taxrule']);
    for (const route of appRoutes) if (route.cacheTag) expect(tags).toContain(route.cacheTag);
  });

  it('gives every route a loader and a lazily loaded page with a known source file', async () => {
    for (const route of appRoutes) {
      expect(route.loader, route.name).toBeTypeOf('function');
      expect(routeSource(route), route.name).toMatch(/^src\/app\/pages\/[a-z-]+\.tsx$/);
    }
    const home = appRoutes.find((route) => route.name === 'home');
    expect((await home?.component())?.default).toBeTypeOf('function');
  });
});

describe('module routes', () => {
  it("name the file their page comes from, so the server preloads the page's chunk (issue 16 item 3)", async () => {
    const { loadAllModules } = await import('./manifest');
    const routes = (await loadAllModules()).flatMap((module) => module.routes ?? []);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const source = routeSource(route);
      expect(source, route.name).toMatch(/^src\/modules\/[a-z-]+\/[\w/-]+\.tsx?$/);
      // The same module object: the source names exactly what `component` imports.
      const named: unknown = await import(/* @vite-ignore */ `../../${source}`);
      expect(await route.component(), `${route.name} imports ${source}`).toBe(named);
    }
  });
});
