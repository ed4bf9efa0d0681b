import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

function holderGone(path: string, staleMs: number, ownPidIsStale: boolean): boolean {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    // A lock naming this very process was left by an earlier one with the same pid (pid 1 in containers).
    if (ownPidIsStale && pid === process.pid) return true;
    if (Number.isInteger(pid) && pid > 0) {
      try {
        process.kill(pid, 0);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
      }
    }
    return Date.now() - statSync(path).mtimeMs > staleMs;
  } catch {
    // Vanished between our attempts: free.
    return true;
  }
}

/**
 * Runs `work` while holding an exclusive lock file, so parallel processes (test workers, two shops
 * starting) build a template once (the others wait, then find it built). A lock whose process died, or
 * older than `staleMs`, is broken; with `ownPidIsStale` (callers that never lock twice in one process)
 * so is one naming this process.
 */
export async function withFileLock<T>(
  path: string,
  work: () => Promise<T>,
  options: { staleMs?: number; pollMs?: number; ownPidIsStale?: boolean } = {},
): Promise<T> {
  const staleMs = options.staleMs ?? 15 * 60_000;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (holderGone(path, staleMs, options.ownPidIsStale ?? false)) rmSync(path, { force: true });
      // Real time on purpose (node:timers/promises): a suite's fake timers must not stall the harness.
      else await delay(options.pollMs ?? 100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(path, { force: true });
  }
}
