import { describe, expect, it } from 'vitest';
import { defineModule } from '../src/kernel/module';
import type { StoredEvent } from '../src/kernel/messages';
import { toJsonl } from '../src/kernel/event-log/jsonl';
import { main, type ReplayCliIo } from './replay';

const tally = defineModule<{ n: number }>({
  id: 'tally',
  decider: {
    initialState: () => ({ n: 0 }),
    decide: () => [],
    evolve: (draft) => void (draft.n += 1),
  },
});

const event = (seq: number): StoredEvent => ({
  type: 'tally/counted',
  data: {},
  meta: { id: `e${seq}`, seq, time: '2024-05-01T10:00:00.000Z', version: 1, storeCode: 'et', correlationId: 'c', causationId: null },
});

function run(argv: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: ReplayCliIo = {
    readFile: async (path) => {
      if (path in files) return files[path]!;
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
    },
    out: (t) => void out.push(t),
    err: (t) => void err.push(t),
  };
  return main(argv, io, [tally]).then((code) => ({ code, out: out.join(''), err: err.join('') }));
}

describe('npm run replay', () => {
  const log = toJsonl([event(1), event(2)]);

  it("prints a support person's summary of a file: a header, a line per event in words, the final cart", async () => {
    const { code, out, err } = await run(['shop.jsonl'], { 'shop.jsonl': log });
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toBe(
      [
        '2 events in store view et, 2024-05-01 10:00:00 → 2024-05-01 10:00:00 UTC',
        '',
        '2024-05-01',
        '#1 10:00:00  tally/counted  tally: counted',
        '#2 10:00:00  tally/counted  tally: counted',
        '',
        'Final cart: empty',
        '',
      ].join('\n'),
    );
  });

  it('prints the raw state changes per event with --diff', async () => {
    const { code, out } = await run(['shop.jsonl', '--diff'], { 'shop.jsonl': log });
    expect(code).toBe(0);
    expect(out).toContain('#2 2024-05-01T10:00:00.000Z tally/counted@v1 store=et corr=c\n  ~ $.modules.tally.n: 1 -> 2\n');
  });

  it('prints the steps as JSON with --json', async () => {
    const { code, out } = await run(['--json', 'shop.jsonl'], { 'shop.jsonl': log });
    expect(code).toBe(0);
    const steps = JSON.parse(out) as { state: { modules: { tally: { n: number } } } }[];
    expect(steps.map((s) => s.state.modules.tally.n)).toEqual([1, 2]);
  });

  it('answers a missing file with one line and exit code 1', async () => {
    const { code, err, out } = await run(['nope.jsonl']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('replay: cannot read nope.jsonl: no such file\n');
  });

  it('answers a bad line with its number and exit code 1', async () => {
    const { code, err } = await run(['shop.jsonl'], { 'shop.jsonl': log + '{"type":"tally/counted"}\n' });
    expect(code).toBe(1);
    expect(err).toBe('replay: shop.jsonl: line 3: data is missing\n');
  });

  it('explains its usage when called wrongly', async () => {
    expect((await run([])).err).toBe('replay: usage: npm run replay -- <file.jsonl> [--json | --diff]\n');
    expect((await run(['a.jsonl', '--json', '--diff'])).err).toMatch(/^replay: --json and --diff exclude each other/);
    expect((await run(['a.jsonl', '--store', 'eng'])).code).toBe(1);
    expect((await run(['a.jsonl', '--verbose'])).err).toMatch(/^replay: unknown option --verbose/);
    expect(await run(['--help'])).toMatchObject({ code: 0, out: 'usage: npm run replay -- <file.jsonl> [--json | --diff]\n' });
  });
});
