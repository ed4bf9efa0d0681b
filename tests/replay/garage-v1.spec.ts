import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryEventLog } from '../../src/kernel/event-log/memory';
import { replay, formatReplay } from '../../src/kernel/replay';
import { main } from '../../scripts/replay';
import { garageModule, vehicleSavedV1ToV2 } from './garage-module';

const fixturePath = join(import.meta.dirname, 'fixtures', 'garage-v1.jsonl');
const fixture = readFileSync(fixturePath, 'utf8');

describe('a log written with garage/vehicleSaved v1', () => {
  it('replays through the upcaster: every event reaches the module at version 2', () => {
    const steps = replay(fixture, [garageModule]);
    const saved = steps.filter((s) => s.event.type === ('garage/vehicleSaved' as string));
    expect(saved.map((s) => s.event.meta.version)).toEqual([2, 2, 2]);
    expect(saved[0]!.event.data).toEqual({ plate: '123ABC', make: 'Toyota', model: 'Corolla', year: 2012 });
    expect(saved[1]!.event.data).toEqual({ plate: 'XYZ-9', make: 'Volkswagen', model: 'Golf Variant', year: null });
    // The event already at v2 passes through untouched.
    expect(saved[2]!.event.data).toEqual({ plate: 'FIN-1', make: 'Volvo', model: 'V70', year: 2008 });
  });

  it('shows what each old event changed', () => {
    const steps = replay(fixture, [garageModule]);
    expect(steps[0]!.changes).toEqual([
      { op: 'added', path: '$.modules.garage.vehicles["123ABC"]', new: { make: 'Toyota', model: 'Corolla', year: 2012 } },
      { op: 'changed', path: '$.modules.garage.saved', old: 0, new: 1 },
      { op: 'added', path: '$.projections["garage/plates"][0]', new: '123ABC' },
    ]);
    expect(steps[2]!.changes).toEqual([]); // the rejection is logged but changes no state
    const text = formatReplay(steps);
    expect(text).toContain('#4 2024-03-02T12:00:00.000Z garage/vehicleRemoved@v1 store=et corr=corr-4\n');
    expect(text).toContain('  - $.modules.garage.vehicles["123ABC"] (was {"make":"Toyota","model":"Corolla","year":2012})\n');
  });

  it('imports into an event log that reads it upcast', async () => {
    const log = createMemoryEventLog({ upcasters: [vehicleSavedV1ToV2] });
    expect(await log.importLog(fixture)).toBe(5);
    const [first] = await log.read();
    expect(first!.meta.version).toBe(2);
    expect(await log.exportLog()).toBe(fixture); // the log keeps what was written
  });

  it('replays from the CLI', async () => {
    const out: string[] = [];
    const io = { readFile: async () => fixture, out: (t: string) => void out.push(t), err: () => {} };
    expect(await main([fixturePath, '--diff'], io, [garageModule])).toBe(0);
    expect(out.join('')).toContain('~ $.modules.garage.saved: 2 -> 3');
    out.length = 0;
    expect(await main([fixturePath], io, [garageModule])).toBe(0);
    const summary = out.join('');
    expect(summary).toMatch(/^#4 12:00:00 {2}garage\/vehicleRemoved +garage: vehicle removed$/m);
    expect(summary).toMatch(/^#3 09:18:00 {2}kernel\/commandRejected +Command garage\/saveVehicle refused: Plate number is required$/m);
  });
});
