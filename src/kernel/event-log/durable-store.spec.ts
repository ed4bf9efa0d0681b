import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDurableStore, durableStoreId } from './durable-store';
import { createStorageGuard } from './quota';
import { createMapStorage } from './storage';
import { failingStorage, quotaError } from './test-support';

let counter = 0;
const freshName = () => `queue-${++counter}`;

afterEach(() => vi.unstubAllGlobals());

describe('durable store', () => {
  it('persists entries in IndexedDB across instances', async () => {
    const name = freshName();
    const store = createDurableStore(name, { guard: createStorageGuard() });
    await store.set('order-1', { total: 12.5, lines: [{ sku: 'OC-90', qty: 2 }] });
    await store.set('order-2', { total: 3 });
    await store.remove('order-2');
    expect(store.backend).toBe('indexeddb');

    const reopened = createDurableStore(name, { guard: createStorageGuard() });
    expect(await reopened.keys()).toEqual(['order-1']);
    expect(await reopened.get('order-1')).toEqual({ total: 12.5, lines: [{ sku: 'OC-90', qty: 2 }] });
    expect(await reopened.get('order-2')).toBeUndefined();
  });

  it('stores copies, so later changes to a value do not leak in', async () => {
    const store = createDurableStore(freshName(), { guard: createStorageGuard() });
    const value = { qty: 1 };
    await store.set('a', value);
    value.qty = 5;
    expect(await store.get('a')).toEqual({ qty: 1 });
  });

  it('works in memory without IndexedDB (the server)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const onDegrade = vi.fn();
    const store = createDurableStore(freshName(), { guard: createStorageGuard(), onDegrade });
    await store.set('a', 1);
    expect(await store.get('a')).toBe(1);
    expect(store.backend).toBe('memory');
    expect(onDegrade).toHaveBeenCalledWith('unavailable', expect.any(Error));
  });

  it('on a quota error evicts caches and retries; if that fails keeps the entry in memory', async () => {
    const guard = createStorageGuard();
    const evict = vi.fn(async () => {});
    guard.registerEvictable('catalog', evict);
    let failures = 1;
    const storage = failingStorage(createMapStorage(), { failSet: () => (failures-- > 0 ? quotaError() : undefined) });
    const onDegrade = vi.fn();
    const store = createDurableStore(freshName(), { guard, storage, onDegrade });

    await store.set('task-1', { url: '/api/order' });
    expect(evict).toHaveBeenCalledTimes(1);
    expect(await storage.getItem('task-1')).toEqual({ url: '/api/order' });
    expect(store.backend).toBe('indexeddb');

    failures = 2;
    await store.set('task-2', { url: '/api/order' });
    expect(onDegrade).toHaveBeenCalledWith('quota-exceeded', expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(store.backend).toBe('memory');
    expect(await store.keys()).toEqual(['task-1', 'task-2']);
  });

  it('marks its entries protected for the quota handler', () => {
    const guard = createStorageGuard();
    const name = freshName();
    createDurableStore(name, { guard, storage: createMapStorage() });
    expect(guard.isProtected(durableStoreId(name), 'anything')).toBe(true);
    expect(guard.isProtected('catalog', 'anything')).toBe(false);
  });
});
