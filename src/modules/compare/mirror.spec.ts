import { describe, expect, it } from 'vitest';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMemoryEventLog } from '../../kernel/event-log/memory';
import { createMapStorage } from '../../kernel/event-log/storage';
import type { DomainEvent } from '../../kernel/messages';
import type { ProductSummary } from '../../kernel/product';
import { seedEvents } from '../../kernel/testing';
import type { CompareEvent } from './messages';
import { COMPARE_STORAGE_KEY, createCompareMirror } from './mirror';

// Ordering, reloads and failed writes are the kernel's store mirror's (store-mirror.spec.ts); this is the compare list's key and fold.
const item = (sku: string) => ({ sku, name: sku }) as ProductSummary;

describe('compare storage mirror', () => {
  it('keeps the list under current-compare, and empties it on clear', async () => {
    const storage = createMapStorage();
    const mirror = createCompareMirror(createDurableStore('compare-test', { storage }));
    const events = (await seedEvents(createMemoryEventLog(), [
      { type: 'compare/itemAdded', data: { item: item('A') } },
      { type: 'compare/itemAdded', data: { item: item('B') } },
      { type: 'compare/itemRemoved', data: { item: item('A') } },
    ])) as DomainEvent<CompareEvent>[];
    for (const event of events) await mirror.record(event);
    expect(await storage.getItem(COMPARE_STORAGE_KEY)).toEqual([item('B')]);
    const [cleared] = (await seedEvents(createMemoryEventLog(), [{ type: 'compare/cleared', data: {} }])) as DomainEvent<CompareEvent>[];
    await mirror.record(cleared!);
    expect(await mirror.read()).toEqual([]);
  });
});
