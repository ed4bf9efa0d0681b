import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageGuard, isQuotaError, startQuotaWatch, writeWithQuotaRetry } from './quota';
import { quotaError } from './test-support';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('storage guard', () => {
  it('recognises the quota errors of every engine', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ name: 'Error', code: 22 })).toBe(true);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('runs every eviction hook with its protection rule; a failing hook is logged and skipped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const guard = createStorageGuard();
    guard.protect((store, key) => store === 'cms' && key.startsWith('keep:'));
    const seen: boolean[] = [];
    guard.registerEvictable('broken', async () => {
      throw new Error('nope');
    });
    const unregister = guard.registerEvictable('gone', async () => {});
    guard.registerEvictable('cms', async (isProtected) => {
      seen.push(isProtected('keep:a'), isProtected('drop:b'));
    });
    unregister();
    expect(await guard.evictCaches()).toEqual(['cms']);
    expect(seen).toEqual([true, false]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('retries a write once after evicting on a quota error, and not at all on other errors', async () => {
    const guard = createStorageGuard();
    const evict = vi.fn(async () => {});
    guard.registerEvictable('c', evict);
    const write = vi.fn().mockRejectedValueOnce(quotaError()).mockResolvedValueOnce('ok');
    expect(await writeWithQuotaRetry(guard, write)).toBe('ok');
    expect(evict).toHaveBeenCalledTimes(1);

    const failing = vi.fn().mockRejectedValue(new Error('io'));
    await expect(writeWithQuotaRetry(guard, failing)).rejects.toThrow('io');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('checks the quota every 30 s and evicts caches when 90% is used', async () => {
    vi.useFakeTimers();
    const guard = createStorageGuard();
    const evict = vi.fn(async () => {});
    guard.registerEvictable('c', evict);
    const usage = { usage: 50, quota: 100 };
    const estimate = vi.fn(async () => usage);
    const stop = startQuotaWatch({ guard, estimate });

    await vi.advanceTimersByTimeAsync(29_999);
    expect(estimate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(estimate).toHaveBeenCalledTimes(1);
    expect(evict).not.toHaveBeenCalled();

    usage.usage = 95;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(evict).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(estimate).toHaveBeenCalledTimes(2);
  });

  it('schedules nothing where the Storage API is missing (Node has no navigator.storage)', () => {
    vi.useFakeTimers();
    const stop = startQuotaWatch({ guard: createStorageGuard() });
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
