import { describe, expect, it } from 'vitest';
import { createDurableStore, type DurableStore } from './durable-store';
import { createMapStorage } from './storage';
import { createStoreMirror } from './store-mirror';

type Change = { add: string } | { remove: string };
const fold = (list: readonly string[], change: Change) =>
  'add' in change ? [...list, change.add] : list.filter((entry) => entry !== change.remove);

let counter = 0;
const freshStore = (storage = createMapStorage()) => createDurableStore(`mirror-${++counter}`, { storage });

describe('store mirror', () => {
  it('writes the folded value under its key in call order, even when the records overlap', async () => {
    const storage = createMapStorage();
    const mirror = createStoreMirror(freshStore(storage), 'current-list', fold, [] as string[]);
    await Promise.all([mirror.record({ add: 'A' }), mirror.record({ add: 'B' }), mirror.record({ remove: 'A' })]);
    expect(await storage.getItem('current-list')).toEqual(['B']);
  });

  it('reads after every record made before the read, without awaiting them', async () => {
    const mirror = createStoreMirror(freshStore(), 'current-list', fold, [] as string[]);
    void mirror.record({ add: 'A' });
    void mirror.record({ add: 'B' });
    expect(await mirror.read()).toEqual(['A', 'B']);
  });

  it('reads the initial value over an empty store, and a stored value after a reload', async () => {
    expect(await createStoreMirror(freshStore(), 'current-list', fold, [] as string[]).read()).toEqual([]);
    const storage = createMapStorage([['current-list', ['A']]]);
    const reloaded = createStoreMirror(freshStore(storage), 'current-list', fold, [] as string[]);
    await reloaded.record({ add: 'B' });
    expect(await storage.getItem('current-list')).toEqual(['A', 'B']);
  });

  it('rejects a failed write and still makes the records after it', async () => {
    const store = freshStore();
    let failNext = true;
    const flaky: DurableStore = {
      ...store,
      async set(key, value) {
        if (!failNext) return store.set(key, value);
        failNext = false;
        throw new Error('disk');
      },
    };
    const mirror = createStoreMirror(flaky, 'current-list', fold, [] as string[]);
    const [first, second] = await Promise.allSettled([mirror.record({ add: 'A' }), mirror.record({ add: 'B' })]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('fulfilled');
    expect(await mirror.read()).toEqual(['B']);
  });
});
