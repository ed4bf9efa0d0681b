import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { registerAssetStubs } from './asset-stubs';
import type { ModuleDefinition } from '../src/kernel/module';
import { parseJsonl } from '../src/kernel/event-log/jsonl';
import { initialKernelState } from '../src/kernel/state';
import { replay, modulesUsedBy, formatReplay, formatSummary } from '../src/kernel/replay';

const USAGE = 'usage: npm run replay -- <file.jsonl> [--json | --diff]';
const FLAGS = ['--json', '--diff'];

/** What the CLI touches, injected so tests run it without a process or files. */
export interface ReplayCliIo {
  readFile(path: string): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

/** Every module the shop ships (src/app/manifest.ts), loadable outside Vite. */
export async function loadShopModules(): Promise<readonly ModuleDefinition[]> {
  registerAssetStubs();
  const { loadAllModules } = await import('../src/app/manifest');
  return loadAllModules();
}

const nodeIo: ReplayCliIo = {
  readFile: (path) => readFile(path, 'utf8'),
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
};

/**
 * `npm run replay -- file.jsonl [--json | --diff]`: replays an exported event log with every module the log
 * needs and prints a support person's summary: per event what happened in words and the cart after it, then
 * the final cart. `--json` prints the raw steps (event, state, changes), `--diff` the raw state changes per
 * event. Resolves with the exit code; every failure is one line on stderr, never a stack trace.
 */
export async function main(
  argv: readonly string[],
  io: ReplayCliIo = nodeIo,
  modules?: readonly ModuleDefinition[],
): Promise<number> {
  const fail = (message: string) => {
    io.err(`replay: ${message}\n`);
    return 1;
  };
  const flags = argv.filter((a) => a.startsWith('-'));
  const files = argv.filter((a) => !a.startsWith('-'));
  if (flags.includes('--help') || flags.includes('-h')) {
    io.out(USAGE + '\n');
    return 0;
  }
  const unknown = flags.find((f) => !FLAGS.includes(f));
  if (unknown) return fail(`unknown option ${unknown} (${USAGE})`);
  if (flags.includes('--json') && flags.includes('--diff')) return fail(`--json and --diff exclude each other (${USAGE})`);
  if (files.length !== 1) return fail(files.length ? `expected one file, got ${files.length} (${USAGE})` : USAGE);
  const file = files[0]!;

  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(`cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  try {
    const events = parseJsonl(text);
    const used = modulesUsedBy(events, modules ?? (await loadShopModules()));
    const steps = replay(events, used);
    if (flags.includes('--json')) io.out(JSON.stringify(steps, null, 2) + '\n');
    else if (flags.includes('--diff')) io.out(formatReplay(steps));
    else io.out(formatSummary(steps, initialKernelState(used)));
    return 0;
  } catch (error) {
    // EventLogFormatError names the line, ReplayError the event; anything else is a module bug.
    return fail(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
