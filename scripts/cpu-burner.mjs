#!/usr/bin/env node
// A CPU burner of the project's own: one busy worker thread per core, so a run of the tests sees a loaded machine
// (issue 21: the suite must hold under load, waiting for conditions, never for time). The threads live in the
// process that starts them, so they stop when it exits — no stray burner outlives `npm run test:loaded`.
// `node scripts/cpu-burner.mjs [--threads N]` burns until Ctrl-C; scripts/test-loaded.mjs imports `startBurner`.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

// Each thread spins on arithmetic; the result is kept so the loop is not optimised away.
const SPIN = 'let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }';

/** Starts `threads` busy threads (default: one per core); answers a function that stops them (their exit codes). */
export function startBurner(threads = availableParallelism()) {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true }));
  // Unreferenced: the burner never keeps its process alive by itself.
  for (const worker of workers) worker.unref();
  return () => Promise.all(workers.map((w) => w.terminate()));
}

/** The thread count from `--threads N`, else one per core. */
export function burnerThreads(argv) {
  const at = argv.indexOf('--threads');
  if (at === -1) return availableParallelism();
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`cpu-burner: --threads takes a whole number from 1 to 64, got "${argv[at + 1] ?? ''}"`);
  return n;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const threads = burnerThreads(process.argv.slice(2));
  startBurner(threads);
  console.log(`cpu-burner: ${threads} busy thread(s); Ctrl-C stops them`);
  // Keeps the process (and so the threads) alive until a signal ends it.
  setInterval(() => {}, 1 << 30);
}
