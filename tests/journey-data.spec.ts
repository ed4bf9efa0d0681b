import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeJourneyDataDir } from './journey-data';

// Issue 21 item 5: the journeys' data folder is reset before every run that starts the shops.
describe('removeJourneyDataDir', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'journey-data-spec-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('removes a journeys\' data folder with what an earlier run left in it, and a missing one is no error', () => {
    const dir = join(scratch, 'autoparts-e2e-data-3999');
    mkdirSync(join(dir, 'pglite'), { recursive: true });
    writeFileSync(join(dir, 'pglite', 'stock'), '163');
    removeJourneyDataDir(dir);
    expect(existsSync(dir)).toBe(false);
    expect(() => removeJourneyDataDir(dir)).not.toThrow();
  });

  it('refuses any other folder, and leaves it alone', () => {
    const other = join(scratch, 'var');
    mkdirSync(other, { recursive: true });
    expect(() => removeJourneyDataDir(other)).toThrow(`DATA_DIR "${other}" is not a journeys' data folder (autoparts-e2e-*); not removing it`);
    expect(() => removeJourneyDataDir(undefined)).toThrow('DATA_DIR "" is not a journeys\' data folder');
    expect(existsSync(other)).toBe(true);
  });
});
