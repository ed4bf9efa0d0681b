import mitt from 'mitt';
import type { AuthLockState } from './auth-lock';
import { createMemoryTaskStore } from './memory-task-store';
import { SYNC_CODES, SYNC_MESSAGES } from './messages';
import { browserOnline } from './online';
import { createTransport } from './transport';
import type { SendOutcome } from './transport';
import type { FlushReport, QueuedTask, SyncConfig, SyncLayerDeps, Task, TaskResult } from './types';

/** The spec's defaults: refresh on 401, one refresh attempt, 1000 ms lock wait, one attempt per task. */
export const DEFAULT_SYNC_CONFIG: SyncConfig = {
  autoRefresh: true,
  maxRefreshAttempts: 1,
  lockWaitMs: 1000,
  maxAttempts: 1,
};

/** The HTTP task queue (docs/architecture.md "Sync layer", spec section 7 "Sync layer rules"). */
export interface SyncLayer {
  /** Sends now. A `queueable` task that cannot be sent goes into the queue and answers code 0, untransmitted. */
  execute(task: Task): Promise<TaskResult>;
  /**
   * Persists the task, then sends it after every earlier untransmitted task. Resolves with its answer,
   * or with code 0 (untransmitted) when it stays queued; the later answer comes through `onResult`.
   */
  enqueue(task: Task): Promise<TaskResult>;
  /** Sends the untransmitted tasks in order, one at a time, until done or offline. */
  flush(): Promise<FlushReport>;
  /** The browser is back online: flush. The app wires the `online` event here (see `watchOnline`). */
  notifyOnline(): Promise<FlushReport>;
  /** Untransmitted tasks, oldest first (copies). */
  pending(): QueuedTask[];
  /** The kept answer of a transmitted cacheable task. */
  result(taskId: string): TaskResult | undefined;
  /** Final answers of queued tasks, including those sent after a restart. Returns the unsubscribe. */
  onResult(listener: (result: TaskResult) => void): () => void;
  /** Loads the persisted queue. Optional: every queue operation loads it first anyway. */
  start(): Promise<void>;
  /** Drops untransmitted tasks; their callers get code 0 and 'The task was cancelled.'. */
  clearUntransmitted(): Promise<void>;
  /** Drops every task and kept result. */
  clear(): Promise<void>;
  /** The token-refresh lock, for diagnostics and tests. */
  authLock(): AuthLockState;
  /** Unlocks after an aborted session; the user module calls it on every new login. */
  resetAuthLock(): void;
}

/** Builds the sync layer. Reads no browser global at import time; `navigator.onLine` only per call. */
export function createSyncLayer(deps: SyncLayerDeps): SyncLayer {
  const config: SyncConfig = { ...DEFAULT_SYNC_CONFIG, ...deps.config, maxAttempts: 1 };
  const store = deps.store ?? createMemoryTaskStore();
  const online = deps.online ?? browserOnline;
  const now = deps.now ?? (() => new Date().toISOString());
  const logger = deps.logger ?? { warn: (message: string, detail?: unknown) => console.warn(message, detail) };
  const timers = deps.timers;
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (timers) timers.setTimeout(resolve, ms);
      else globalThis.setTimeout(resolve, ms);
    });

  let queue: QueuedTask[] = [];
  let loaded = false;
  let loading: Promise<void> | null = null;
  let draining: Promise<FlushReport> | null = null;
  let inFlight: string | null = null;
  let saving: Promise<void> = Promise.resolve();
  const waiters = new Map<string, ((result: TaskResult) => void)[]>();
  const events = mitt<{ result: TaskResult }>();

  const transport = createTransport({
    fetch: deps.fetch,
    session: deps.session,
    notify: deps.notify,
    config,
    online,
    sleep,
    logger,
    onAborted: () => {
      const drop = (): void => dropUntransmitted(SYNC_CODES.unauthorized, SYNC_MESSAGES.unauthorized);
      if (loaded) drop();
      else void ensureLoaded().then(drop);
    },
  });

  function ensureLoaded(): Promise<void> {
    loading ??= store
      .load()
      .then((stored) => {
        queue = [...stored.filter(isQueuedTask), ...queue];
      })
      .catch((error: unknown) => logger.warn('sync: loading the task queue failed', error))
      .finally(() => {
        loaded = true;
      });
    return loading;
  }

  // Each save writes the queue as it is when the save runs, so chained saves never go back in time.
  function persist(): Promise<void> {
    saving = saving
      .then(() => store.save(queue.map(copy)))
      .catch((error: unknown) => logger.warn('sync: saving the task queue failed', error));
    return saving;
  }

  function waitFor(taskId: string): Promise<TaskResult> {
    return new Promise((resolve) => waiters.set(taskId, [...(waiters.get(taskId) ?? []), resolve]));
  }

  function answerWaiters(taskId: string, result: TaskResult): void {
    const list = waiters.get(taskId) ?? [];
    waiters.delete(taskId);
    for (const resolve of list) resolve(result);
  }

  function settle(taskId: string, result: TaskResult): void {
    answerWaiters(taskId, result);
    events.emit('result', result);
  }

  function dropUntransmitted(code: number, message: string): void {
    const dropped = queue.filter((task) => !task.transmitted);
    if (dropped.length === 0) return;
    queue = queue.filter((task) => task.transmitted);
    void persist();
    // The task in flight keeps its waiters: the drain answers them with what the server said.
    for (const task of dropped) {
      if (task.id !== inFlight) settle(task.id, { code, result: message, taskId: task.id, transmitted: false });
    }
  }

  function answerQueued(): void {
    for (const task of queue) {
      if (task.transmitted) continue;
      answerWaiters(task.id, { code: SYNC_CODES.notSent, result: SYNC_MESSAGES.queued, taskId: task.id, transmitted: false });
    }
  }

  function keepResult(task: Task, result: TaskResult): void {
    queue = queue.filter((entry) => entry.id !== task.id);
    queue.push({ ...copy(task), transmitted: true, transmittedAt: now(), result: copy(result) });
  }

  async function drain(): Promise<FlushReport> {
    let sent = 0;
    try {
      await ensureLoaded();
      for (;;) {
        const next = queue.find((task) => !task.transmitted);
        if (!next) break;
        if (!online()) {
          answerQueued();
          break;
        }
        await saving;
        if (!queue.includes(next)) continue;
        inFlight = next.id;
        let outcome: SendOutcome;
        try {
          outcome = await transport.send(next);
        } catch (error) {
          logger.warn(`sync: task ${next.id} threw`, error);
          answerQueued();
          break;
        } finally {
          inFlight = null;
        }
        if (outcome.kind === 'notSent') {
          answerQueued();
          break;
        }
        if (outcome.kind === 'answered') sent += 1;
        if (queue.includes(next)) {
          if (outcome.kind === 'answered' && next.cacheable) keepResult(next, outcome.result);
          else queue = queue.filter((task) => task !== next);
          void persist();
        }
        settle(next.id, outcome.result);
      }
    } finally {
      // Reset in the same tick as the emptiness check, so a task enqueued now starts a new drain.
      draining = null;
    }
    return { sent, pending: queue.filter((task) => !task.transmitted).length };
  }

  function flush(): Promise<FlushReport> {
    draining ??= drain();
    return draining;
  }

  return {
    async execute(task) {
      const outcome = await transport.send(task);
      if (outcome.kind === 'notSent' && task.queueable) {
        await ensureLoaded();
        if (!queue.some((entry) => entry.id === task.id)) queue.push({ ...copy(task), transmitted: false });
        await persist();
        return { ...outcome.result, result: SYNC_MESSAGES.queued };
      }
      if (outcome.kind === 'answered' && task.cacheable) {
        await ensureLoaded();
        keepResult(task, outcome.result);
        await persist();
      }
      return outcome.result;
    },
    async enqueue(task) {
      await ensureLoaded();
      const existing = queue.find((entry) => entry.id === task.id);
      if (existing?.result) return copy(existing.result);
      const answer = waitFor(task.id);
      if (!existing) {
        queue.push({ ...copy(task), transmitted: false });
        // The drain awaits this save before sending, so the task is stored before it leaves.
        void persist();
      }
      void flush();
      return answer;
    },
    flush,
    notifyOnline: flush,
    pending: () => queue.filter((task) => !task.transmitted).map(copy),
    result(taskId) {
      const kept = queue.find((task) => task.id === taskId && task.transmitted)?.result;
      return kept ? copy(kept) : undefined;
    },
    onResult(listener) {
      events.on('result', listener);
      return () => events.off('result', listener);
    },
    start: ensureLoaded,
    async clearUntransmitted() {
      await ensureLoaded();
      dropUntransmitted(SYNC_CODES.notSent, SYNC_MESSAGES.cancelled);
      await saving;
    },
    async clear() {
      await ensureLoaded();
      dropUntransmitted(SYNC_CODES.notSent, SYNC_MESSAGES.cancelled);
      queue = [];
      await persist();
    },
    authLock: transport.lock,
    resetAuthLock: transport.resetLock,
  };
}

// Tasks are JSON by contract; the copy also keeps callers from mutating what the queue holds.
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function isQueuedTask(value: unknown): value is QueuedTask {
  if (typeof value !== 'object' || value === null) return false;
  const task = value as Record<string, unknown>;
  return (
    typeof task.id === 'string' &&
    typeof task.url === 'string' &&
    typeof task.method === 'string' &&
    typeof task.transmitted === 'boolean'
  );
}
