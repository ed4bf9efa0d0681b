import { describe, expect, it } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMemoryEventLog } from '../../kernel/event-log/memory';
import { createMapStorage } from '../../kernel/event-log/storage';
import type { DomainEvent } from '../../kernel/messages';
import type { ProductSummary } from '../../kernel/product';
import { seedEvents } from '../../kernel/testing';
import type { WishlistEvent } from './messages';
import { createWishlistMirror, WISHLIST_STORAGE_KEY } from './mirror';

// Ordering, reloads and failed writes are the kernel's store mirror's (store-mirror.spec.ts); this is the wishlist's key and fold.
const item = (sku: string) => ({ sku, name: sku, qty: 1 as const }) as ProductSummary & { qty: 1 };

describe('wishlist storage mirror', () => {
  it('keeps the list under current-wishlist, and empties it on clear', async () => {
    const storage = createMapStorage();
    const mirror = createWishlistMirror(createDurableStore('wishlist-test', { storage }));
    const [a, b, removedA, cleared] = (await seedEvents(createMemoryEventLog(), [
      { type: 'wishlist/itemAdded', data: { item: item('A') } },
      { type: 'wishlist/itemAdded', data: { item: item('B') } },
      { type: 'wishlist/itemRemoved', data: { item: item('A') } },
      { type: 'wishlist/cleared', data: {} },
    ])) as DomainEvent<WishlistEvent>[];
    for (const event of [a!, b!, removedA!]) await mirror.record(event);
    expect(await storage.getItem(WISHLIST_STORAGE_KEY)).toEqual([item('B')]);
    await mirror.record(cleared!);
    expect(await storage.getItem(WISHLIST_STORAGE_KEY)).toEqual([]);
  });
});
