import { describe, expect, it } from 'vitest';
import { createLock } from './url-dispatcher';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createLock', () => {
  it('starts a job only after the previous one settled', async () => {
    const lock = createLock();
    const first = deferred<string>();
    const started: string[] = [];
    const a = lock.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = lock.run(async () => {
      started.push('b');
      return 'b';
    });
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(started).toEqual(['a', 'b']);
  });

  it('runs the next job after a failed one and keeps the failure for its caller', async () => {
    const lock = createLock();
    const failed = lock.run(async () => {
      throw new Error('lookup failed');
    });
    const next = lock.run(async () => 'next');
    await expect(failed).rejects.toThrow('lookup failed');
    await expect(next).resolves.toBe('next');
  });
});
