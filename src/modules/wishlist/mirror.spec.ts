import { describe, expect, it } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import { seedEvents } from '../../kernel/testing';
import { createMemoryEventLog } from '../../kernel/event-log/memory';
import type { ProductSummary } from '../../kernel/product';
import type { DomainEvent } from '../../kernel/messages';
import { createWishlistMirror, WISHLIST_STORAGE_KEY } from './mirror';
import type { WishlistEvent } from './messages';

const item = (sku: string) => ({ sku, name: sku, qty: 1 as const }) as ProductSummary & { qty: 1 };

async function events(...drafts: Parameters<typeof seedEvents>[1]): Promise<DomainEvent<WishlistEvent>[]> {
  return (await seedEvents(createMemoryEventLog(), drafts)) as DomainEvent<WishlistEvent>[];
}

describe('wishlist storage mirror', () => {
  it('keeps the list under current-wishlist, in event order even when the writes overlap', async () => {
    const storage = createMapStorage();
    const mirror = createWishlistMirror(createDurableStore('wishlist-test', { storage }));
    const [a, b, removedA] = await events(
      { type: 'wishlist/itemAdded', data: { item: item('A') } },
      { type: 'wishlist/itemAdded', data: { item: item('B') } },
      { type: 'wishlist/itemRemoved', data: { item: item('A') } },
    );
    await Promise.all([mirror.record(a!), mirror.record(b!), mirror.record(removedA!)]);
    expect(await mirror.read()).toEqual([item('B')]);
    expect(await storage.getItem(WISHLIST_STORAGE_KEY)).toEqual([item('B')]);
  });

  it('empties the stored list on clear, and a new mirror over the same storage reads it back', async () => {
    const storage = createMapStorage([[WISHLIST_STORAGE_KEY, [item('A')]]]);
    expect(await createWishlistMirror(createDurableStore('wishlist-reload', { storage })).read()).toEqual([item('A')]);
    const [cleared] = await events({ type: 'wishlist/cleared', data: {} });
    await createWishlistMirror(createDurableStore('wishlist-clear', { storage })).record(cleared!);
    expect(await storage.getItem(WISHLIST_STORAGE_KEY)).toEqual([]);
  });
});
