import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCacheStore, CACHE_LIMITS } from './cache-store';
import { createStorageGuard } from './quota';
import { createMapStorage, type KeyValueStorage } from './storage';
import { failingStorage, quotaError } from './test-support';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cache store', () => {
  it('reads through memory to storage and remembers what it read', async () => {
    const storage = createMapStorage([['p:1', { name: 'Oil filter' }]]);
    const cache = createCacheStore('catalog', { guard: createStorageGuard(), storage });
    expect(await cache.get('p:1')).toEqual({ name: 'Oil filter' });
    await storage.removeItem('p:1');
    expect(await cache.get('p:1')).toEqual({ name: 'Oil filter' });
    await cache.set('p:2', 2);
    expect(await storage.getItem('p:2')).toBe(2);
  });

  it('disables persistence after one failed read and keeps serving memory', async () => {
    const onDisable = vi.fn();
    const storage = failingStorage(createMapStorage(), { failGet: () => new Error('read failed') });
    const cache = createCacheStore('catalog', { guard: createStorageGuard(), storage, onDisable });
    await cache.set('warm', 1);
    expect(await cache.get('cold')).toBeUndefined();
    expect(CACHE_LIMITS.maxGetErrors).toBe(1);
    expect(cache.persistent).toBe(false);
    expect(onDisable).toHaveBeenCalledWith(expect.objectContaining({ message: 'read failed' }));
    await cache.set('later', 2);
    expect(storage.sets).toEqual(['warm']);
    expect(await cache.get('later')).toBe(2);
  });

  it('treats a read slower than 800 ms as a failed read', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const storage: KeyValueStorage = { ...createMapStorage(), getItem: () => never };
    const cache = createCacheStore('catalog', { guard: createStorageGuard(), storage });
    const read = cache.get('slow');
    await vi.advanceTimersByTimeAsync(CACHE_LIMITS.getTimeoutMs - 1);
    expect(cache.persistent).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeUndefined();
    expect(cache.persistent).toBe(false);
  });

  it('disables persistence after 30 failed writes, not 29', async () => {
    const storage = failingStorage(createMapStorage(), { failSet: () => new Error('write failed') });
    const cache = createCacheStore('catalog', { guard: createStorageGuard(), storage });
    for (let i = 0; i < 29; i++) await cache.set(`k${i}`, i);
    expect(cache.persistent).toBe(true);
    await cache.set('k29', 29);
    expect(cache.persistent).toBe(false);
    expect(await cache.get('k29')).toBe(29);
  });

  it('clears the caches on a quota error, keeping protected entries, then retries the write', async () => {
    const guard = createStorageGuard();
    guard.protect((store, key) => store === 'cms' && key === 'cms-page:home');
    const cmsStorage = createMapStorage([['cms-page:home', 'home'], ['cms-page:faq', 'faq']]);
    createCacheStore('cms', { guard, storage: cmsStorage });
    let quota = 1;
    const storage = failingStorage(createMapStorage([['old', 0]]), { failSet: () => (quota-- > 0 ? quotaError() : undefined) });
    const cache = createCacheStore('catalog', { guard, storage });

    await cache.set('fresh', 1);
    expect(await cmsStorage.keys()).toEqual(['cms-page:home']);
    expect(await storage.keys()).toEqual(['fresh']);
    expect(cache.persistent).toBe(true);
    expect(await cache.get('fresh')).toBe(1);
  });

  it('holds at most memoryEntries in memory, dropping the oldest', async () => {
    const storage = createMapStorage();
    const cache = createCacheStore('catalog', { guard: createStorageGuard(), storage, memoryEntries: 2 });
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.set('c', 3);
    await storage.removeItem('a');
    await storage.removeItem('b');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe(2);
  });
});
