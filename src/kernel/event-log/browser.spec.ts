import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserEventLog, SEGMENT_SIZE } from './browser';
import { createCacheStore } from './cache-store';
import { createDurableStore } from './durable-store';
import { createStorageGuard } from './quota';
import { createMapStorage, openIndexedDbStorage } from './storage';
import { domainEvents, failingStorage, quotaError } from './test-support';
import type { Snapshot } from './types';

let dbCounter = 0;
const freshName = () => `test-events-${++dbCounter}`;
const snapshotAt = (seq: number): Snapshot => ({ seq, time: '2024-01-01T00:00:00.000Z', states: { at: seq }, projections: {} });
const later = () => '2024-06-01T00:00:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser event log on IndexedDB', () => {
  it('persists events in segments and the snapshot, and a new instance reads them back', async () => {
    const name = freshName();
    const log = createBrowserEventLog({ name });
    await log.append(domainEvents(1, SEGMENT_SIZE + 6));
    await log.saveSnapshot(snapshotAt(SEGMENT_SIZE));
    expect(log.backend).toBe('indexeddb');

    const keys = await (await openIndexedDbStorage(name, 'events')).keys();
    expect(keys.sort()).toEqual(['seg:0000000000', 'seg:0000000001', 'snapshot']);

    const reopened = createBrowserEventLog({ name });
    expect(await reopened.lastSeq()).toBe(SEGMENT_SIZE + 6);
    expect((await reopened.read(SEGMENT_SIZE)).map((e) => e.meta.seq)).toEqual([65, 66, 67, 68, 69, 70]);
    expect(await reopened.loadSnapshot()).toEqual(snapshotAt(SEGMENT_SIZE));
    expect(reopened.backend).toBe('indexeddb');
  });

  it('upcasts what it reads from storage', async () => {
    const name = freshName();
    await createBrowserEventLog({ name }).append(domainEvents(1, 1));
    const upcasters = [{ type: 'test/happened', from: 1, up: (d: unknown) => ({ ...(d as object), v2: true }) }];
    const [event] = await createBrowserEventLog({ name, upcasters }).read();
    expect(event).toMatchObject({ data: { n: 1, v2: true }, meta: { version: 2 } });
  });

  it('persists compaction: whole segments removed, the boundary segment rewritten', async () => {
    const name = freshName();
    const log = createBrowserEventLog({ name, now: later });
    await log.append(domainEvents(1, 2 * SEGMENT_SIZE + 10));
    await log.saveSnapshot(snapshotAt(SEGMENT_SIZE + 5));
    expect(await log.compact({ beforeTime: later() })).toBe(SEGMENT_SIZE + 5);

    const keys = await (await openIndexedDbStorage(name, 'events')).keys();
    expect(keys).not.toContain('seg:0000000000');
    const reopened = createBrowserEventLog({ name });
    const seqs = (await reopened.readRaw()).map((e) => e.meta.seq);
    expect(seqs[0]).toBe(SEGMENT_SIZE + 6);
    expect(seqs.at(-1)).toBe(2 * SEGMENT_SIZE + 10);
    expect(await reopened.lastSeq()).toBe(2 * SEGMENT_SIZE + 10);
  });

  it('leaves a gap-free log when compaction is cut short after dropping old segments', async () => {
    let compacting = false;
    const base = createMapStorage();
    const storage = failingStorage(base, { failSet: () => (compacting ? new Error('tab closed') : undefined) });
    const log = createBrowserEventLog({ storage, now: later });
    await log.append(domainEvents(1, 2 * SEGMENT_SIZE));
    await log.saveSnapshot(snapshotAt(SEGMENT_SIZE + 5));
    compacting = true; // the boundary segment rewrite fails, as if the tab closed there
    await log.compact({ beforeTime: later() });

    const seqs = (await createBrowserEventLog({ storage: base }).readRaw()).map((e) => e.meta.seq);
    expect(seqs[0]).toBe(SEGMENT_SIZE + 1); // kept a few events too many, but no gap
    expect(seqs).toHaveLength(SEGMENT_SIZE);
  });

  it('imports all lines of a valid export and persists them; a bad file imports nothing', async () => {
    const source = createBrowserEventLog({ name: freshName() });
    await source.append(domainEvents(1, 3));
    const jsonl = await source.exportLog();

    const name = freshName();
    const target = createBrowserEventLog({ name });
    await expect(target.importLog(jsonl + 'not json\n')).rejects.toThrow('line 4: not valid JSON');
    expect(await target.lastSeq()).toBe(0);
    expect(await target.importLog(jsonl)).toBe(3);
    expect(await createBrowserEventLog({ name }).exportLog()).toBe(jsonl);
  });
});

describe('browser event log degradation', () => {
  it('runs in memory when IndexedDB is missing (SSR, old browsers) and says so', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const onDegrade = vi.fn();
    const log = createBrowserEventLog({ name: freshName(), onDegrade });
    await log.append(domainEvents(1, 2));
    expect(log.backend).toBe('memory');
    expect(onDegrade).toHaveBeenCalledWith('unavailable', expect.any(Error));
    expect(await log.lastSeq()).toBe(2);
  });

  it('runs in memory when opening the database fails', async () => {
    const onDegrade = vi.fn();
    const storage = failingStorage(createMapStorage(), { ready: new Error('blocked') });
    const log = createBrowserEventLog({ storage, onDegrade });
    await log.ready();
    expect(log.backend).toBe('memory');
    expect(onDegrade).toHaveBeenCalledWith('unavailable', expect.objectContaining({ message: 'blocked' }));
  });

  it('keeps every event in memory when a write fails, and stops writing', async () => {
    let broken = false;
    const storage = failingStorage(createMapStorage(), { failSet: () => (broken ? new Error('disk I/O') : undefined) });
    const onDegrade = vi.fn();
    const log = createBrowserEventLog({ storage, onDegrade });
    await log.append(domainEvents(1, 2));
    broken = true;
    await log.append(domainEvents(3, 3));
    await log.append(domainEvents(4, 4));
    expect(log.backend).toBe('memory');
    expect(onDegrade).toHaveBeenCalledTimes(1);
    expect(onDegrade).toHaveBeenCalledWith('write-failed', expect.objectContaining({ message: 'disk I/O' }));
    expect((await log.read()).map((e) => e.meta.seq)).toEqual([1, 2, 3, 4]);
    expect(storage.sets).toHaveLength(2); // the good write and the failed one; none after degrading
  });

  it('on a quota error evicts the caches, retries once and stays on IndexedDB', async () => {
    const guard = createStorageGuard();
    const cacheStorage = createMapStorage([['catalog:1', { big: true }]]);
    const cache = createCacheStore('catalog', { guard, storage: cacheStorage });
    let quotaErrors = 1;
    const storage = failingStorage(createMapStorage(), { failSet: () => (quotaErrors-- > 0 ? quotaError() : undefined) });
    const onDegrade = vi.fn();
    const log = createBrowserEventLog({ storage, guard, onDegrade });

    await log.append(domainEvents(1, 1));
    expect(await cacheStorage.keys()).toEqual([]);
    expect(await cache.get('catalog:1')).toBeUndefined();
    expect(log.backend).toBe('indexeddb');
    expect(onDegrade).not.toHaveBeenCalled();
    expect(await storage.getItem('seg:0000000000')).toHaveLength(1);
  });

  it('degrades to memory when the retry hits the quota again, never evicting durable data', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const guard = createStorageGuard();
    const queueStorage = createMapStorage();
    const queue = createDurableStore('sync-queue', { guard, storage: queueStorage });
    await queue.set('task-1', { url: '/api/cart/update' });
    const cacheStorage = createMapStorage();
    const cache = createCacheStore('cms', { guard, storage: cacheStorage, isProtected: (key) => key === 'orders-history' });
    await cache.set('orders-history', [1, 2]);
    await cache.set('cms-block', 'x');

    const storage = failingStorage(createMapStorage(), { failSet: () => quotaError() });
    const onDegrade = vi.fn();
    const log = createBrowserEventLog({ storage, guard, onDegrade });
    await log.append(domainEvents(1, 3));

    expect(log.backend).toBe('memory');
    expect(onDegrade).toHaveBeenCalledWith('quota-exceeded', expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(storage.sets).toHaveLength(2); // first try and one retry
    expect(await log.lastSeq()).toBe(3);
    expect(await queueStorage.getItem('task-1')).toEqual({ url: '/api/cart/update' });
    expect(await cacheStorage.keys()).toEqual(['orders-history']);
  });
});
