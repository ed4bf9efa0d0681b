/**
 * Lets the browser run what is waiting (a tap, a paint) before the next step of the start-up: each step of
 * the client's start (fold the event log, start the kernel, load texts, hydrate) becomes its own task instead
 * of one long one (issue 16 item 4, total blocking time). `scheduler.yield()` where the browser has it (the
 * rest of the start-up keeps its priority), else a macrotask.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
