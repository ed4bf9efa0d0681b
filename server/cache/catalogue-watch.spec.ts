import { afterAll, expect, it } from 'vitest';
import { forEachDatabase } from '../testing';
import { createOutputCache } from './output-cache';
import { watchCatalogue } from './catalogue-watch';

forEachDatabase('catalogue watch', ({ db }) => {
  const watches: { stop(): void }[] = [];
  afterAll(() => watches.forEach((w) => w.stop()));

  it('invalidates catalogue entries when products change behind the server, and leaves other entries', async () => {
    const cache = createOutputCache();
    const entry = { status: 200, headers: {}, body: Buffer.from('x') };
    cache.set('GET localhost/eng', entry, ['home']);
    cache.set('GET localhost/api/catalog/x', entry, ['product', 'P1']);
    cache.set('GET localhost/eng/checkout', entry, ['checkout']);
    const watch = watchCatalogue({ cache, db: db(), intervalMs: 60_000 });
    watches.push(watch);
    expect(await watch.check()).toBe(false);
    expect(await watch.check()).toBe(false);
    expect(cache.stats().entries).toBe(3);

    await db().exec(`INSERT INTO product (id, sku, type_id, price) VALUES (424242, 'NEW-1', 'simple', 10)`);
    expect(await watch.check()).toBe(true);
    expect(cache.stats().entries).toBe(1);
    expect(cache.get('GET localhost/eng/checkout')).toBeTruthy();
    expect(await watch.check()).toBe(false);
  });
});
