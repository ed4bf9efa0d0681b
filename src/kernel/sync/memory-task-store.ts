import type { QueuedTask, TaskStore } from './types';

/**
 * The default task store: in memory, so queued tasks survive only as long as the page.
 * Copies through JSON on both sides, like a durable store would, so callers never share objects with it.
 */
export function createMemoryTaskStore(initial: readonly QueuedTask[] = []): TaskStore {
  let saved = copy(initial);
  return {
    async load() {
      return copy(saved);
    },
    async save(tasks) {
      saved = copy(tasks);
    },
  };
}

function copy(tasks: readonly QueuedTask[]): QueuedTask[] {
  return JSON.parse(JSON.stringify(tasks)) as QueuedTask[];
}
