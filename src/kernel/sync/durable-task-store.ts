import type { DurableStore } from '../event-log/durable-store';
import type { QueuedTask, TaskStore } from './types';

const KEY = 'tasks';

/** Keeps the queue in a durable store, whose entries quota handling never evicts (untransmitted tasks survive). */
export function createDurableTaskStore(store: DurableStore): TaskStore {
  return {
    load: async () => (await store.get<QueuedTask[]>(KEY)) ?? [],
    save: (tasks) => store.set(KEY, tasks),
  };
}
