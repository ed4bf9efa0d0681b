import type { DomainEvent, EventDraft } from '../messages';
import type { EventLog } from '../event-log/types';
import { createMemoryEventLog } from '../event-log/memory';
import type { ModuleDefinition } from '../module';
import type { KernelLogger } from '../logger';
import { createKernel, type Kernel, type KernelOptions } from '../kernel';
import { fixedClock, sequentialIds, TEST_NOW } from './clock';
import { testStoreView } from './test-store-view';

/** Options of {@link createTestKernel}: any kernel option, plus events to seed the log with. */
export interface TestKernelOptions extends Partial<Omit<KernelOptions, 'modules'>> {
  /** Events already in the log before start (a cart with a coupon, an out-of-stock line, ...). */
  events?: readonly EventDraft[];
  /** The fixed time of the clock (default TEST_NOW). */
  now?: string;
}

/**
 * Appends drafts to a log as if they had been dispatched: seq continues the log, ids `seed-N`,
 * one correlation id for the whole batch.
 */
export async function seedEvents(
  log: EventLog,
  drafts: readonly EventDraft[],
  options: { now?: string; storeCode?: string } = {},
): Promise<DomainEvent[]> {
  const first = (await log.lastSeq()) + 1;
  const events = drafts.map(
    (draft, i) =>
      ({
        type: draft.type,
        data: draft.data,
        meta: {
          id: `seed-${first + i}`,
          seq: first + i,
          time: options.now ?? TEST_NOW,
          version: draft.version ?? 1,
          storeCode: options.storeCode ?? testStoreView.storeCode,
          correlationId: 'seed',
          causationId: null,
        },
      }) as DomainEvent,
  );
  await log.append(events);
  return events;
}

/**
 * A started kernel for tests and stories: fixed clock, ids `id-1`, `id-2`, ..., the test store view,
 * an in-memory log optionally seeded with events.
 */
export async function createTestKernel(modules: readonly ModuleDefinition[], options: TestKernelOptions = {}): Promise<Kernel> {
  const { events = [], now = TEST_NOW, ...kernelOptions } = options;
  const storeView = kernelOptions.storeView ?? testStoreView;
  const log = kernelOptions.log ?? createMemoryEventLog({ upcasters: modules.flatMap((m) => m.upcasters ?? []) });
  if (events.length > 0) await seedEvents(log, events, { now, storeCode: storeView.storeCode });
  const kernel = createKernel({
    clock: fixedClock(now),
    newId: sequentialIds(),
    ...kernelOptions,
    modules,
    storeView,
    log,
  });
  await kernel.start();
  return kernel;
}

/** A logged entry of {@link createRecordingLogger}. */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  detail?: unknown;
}

/** A logger that keeps what it is told, so tests can assert on swallowed errors. */
export function createRecordingLogger(): KernelLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (message, detail) => void entries.push({ level: 'info', message, detail }),
    warn: (message, detail) => void entries.push({ level: 'warn', message, detail }),
    error: (message, detail) => void entries.push({ level: 'error', message, detail }),
  };
}
