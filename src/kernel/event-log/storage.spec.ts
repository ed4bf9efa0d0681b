import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createBrowserEventLog, SEGMENT_SIZE } from './browser';
import { openIndexedDbStorage } from './storage';
import { domainEvents } from './test-support';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/**
 * A database as localforage 1.10's IndexedDB driver left it (ADR 0075): version 1, the named object store
 * without a key path, its blob-support probe store beside it, values stored as they are under string keys.
 */
async function writeAsLocalforageDid(name: string, storeName: string, entries: Record<string, unknown>): Promise<void> {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(storeName);
    open.result.createObjectStore('local-forage-detect-blob-support');
  };
  const db = await request(open);
  const tx = db.transaction(storeName, 'readwrite');
  for (const [key, value] of Object.entries(entries)) tx.objectStore(storeName).put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

describe('openIndexedDbStorage (idb-keyval)', () => {
  it("reads and writes the log a localforage build left in a shopper's browser", async () => {
    const events = domainEvents(1, SEGMENT_SIZE + 2);
    await writeAsLocalforageDid('old-events', 'events', { 'seg:0000000000': events.slice(0, SEGMENT_SIZE), 'seg:0000000001': events.slice(SEGMENT_SIZE) });

    const log = createBrowserEventLog({ name: 'old-events' });
    expect(await log.lastSeq()).toBe(SEGMENT_SIZE + 2);
    expect(log.backend).toBe('indexeddb');
    await log.append(domainEvents(SEGMENT_SIZE + 3, SEGMENT_SIZE + 3));
    expect(await createBrowserEventLog({ name: 'old-events' }).lastSeq()).toBe(SEGMENT_SIZE + 3);
  });

  it('creates the database on a first visit, gives null for a missing key and removes keys', async () => {
    const storage = await openIndexedDbStorage('fresh-kv', 'kv');
    expect(await storage.keys()).toEqual([]);
    expect(await storage.getItem('missing')).toBeNull();
    expect(await storage.setItem('a', { n: 1 })).toEqual({ n: 1 });
    await storage.setItem('b', undefined);
    expect(await storage.getItem('a')).toEqual({ n: 1 });
    expect(await storage.getItem('b')).toBeNull();
    await storage.removeItem('a');
    expect((await (await openIndexedDbStorage('fresh-kv', 'kv')).keys()).sort()).toEqual(['b']);
  });
});
