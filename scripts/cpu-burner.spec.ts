import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { burnerThreads, startBurner } from './cpu-burner.mjs';

// Issue 21 item 5: `npm run test:loaded` keeps every core busy with the project's own burner.
describe('the CPU burner', () => {
  it('burns one thread per core by default, or --threads N (1 to 64)', () => {
    expect(burnerThreads([])).toBe(availableParallelism());
    expect(burnerThreads(['--only', 'unit', '--threads', '3'])).toBe(3);
    expect(() => burnerThreads(['--threads', '0'])).toThrow('cpu-burner: --threads takes a whole number from 1 to 64, got "0"');
    expect(() => burnerThreads(['--threads'])).toThrow('got ""');
  });

  it('uses CPU time in its threads until stopped', async () => {
    const before = process.cpuUsage();
    const stop = startBurner(1);
    // The worker's CPU time counts in the process's: wait until it has burnt a quarter of a second.
    await expect.poll(() => process.cpuUsage(before).user, { timeout: 20_000, interval: 50 }).toBeGreaterThan(250_000);
    // Stopping ends the threads (terminate() resolves with their exit code once each has ended).
    expect(await stop()).toEqual([1]);
  });
});
