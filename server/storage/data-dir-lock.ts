import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { resolve } from 'node:path';
import { StorageError } from './errors';

// The locks this process holds. A lock file naming our own pid that is not in here was left by an
// earlier run that happened to have the same pid (pid 1 in every container start).
const held = new Set<string>();

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims `lockPath` for this process, because two PGlite instances on one data directory corrupt it
 * (PGlite has no postmaster lock of its own). A lock left by a process that no longer runs is taken
 * over. Returns the release function.
 */
export function claimDataDir(path: string, what: string): () => void {
  const lockPath = resolve(path);
  if (held.has(lockPath)) throw new StorageError(`${what} is in use: this process already has it open`);
  if (!tryCreate(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      throw new StorageError(`${what} is in use: process ${pid} has it open (stop it, or set another DATA_DIR)`);
    }
    rmSync(lockPath, { force: true });
    if (!tryCreate(lockPath)) throw new StorageError(`${what} is in use: another process claimed it just now`);
  }
  held.add(lockPath);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}
