import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withFileLock } from './file-lock';

const scratch = mkdtempSync(join(tmpdir(), 'file-lock-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('withFileLock', () => {
  it('runs the work while holding the lock file and removes it after, also on failure', async () => {
    const lock = join(scratch, 'a.lock');
    expect(await withFileLock(lock, async () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    await expect(withFileLock(lock, async () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('runs one holder at a time', async () => {
    const lock = join(scratch, 'b.lock');
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withFileLock(lock, async () => {
      events.push('first in');
      await gate;
      events.push('first out');
    });
    const second = withFileLock(lock, async () => {
      events.push('second in');
    }, { pollMs: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first in', 'first out', 'second in']);
  });

  it('breaks a lock whose process has exited', async () => {
    const lock = join(scratch, 'c.lock');
    writeFileSync(lock, String(spawnSync(process.execPath, ['-e', '']).pid));
    expect(await withFileLock(lock, async () => 'ran')).toBe('ran');
  });
});
