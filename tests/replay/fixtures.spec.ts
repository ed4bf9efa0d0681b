import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseJsonl } from '../../src/kernel/event-log/jsonl';
import { replay, modulesUsedBy } from '../../src/kernel/replay';
import { loadAllModules } from '../../src/app/manifest';
import { garageModule } from './garage-module';

/**
 * Every exported log under fixtures/ must still replay with today's modules. A fixture `name.jsonl`
 * with a sibling `name.expected.json` must also end in exactly that kernel state. To keep an old
 * event version covered, export a log before bumping the version and drop both files here.
 */
const dir = join(import.meta.dirname, 'fixtures');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
const modules = [...(await loadAllModules()), garageModule];

describe('replay fixtures', () => {
  it('has fixtures to check', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('%s replays to its expected state', (file) => {
    const events = parseJsonl(readFileSync(join(dir, file), 'utf8'));
    const steps = replay(events, modulesUsedBy(events, modules));
    expect(steps).toHaveLength(events.length);
    const expectedFile = join(dir, file.replace(/\.jsonl$/, '.expected.json'));
    if (existsSync(expectedFile)) {
      expect(steps.at(-1)?.state).toEqual(JSON.parse(readFileSync(expectedFile, 'utf8')));
    }
  });
});
