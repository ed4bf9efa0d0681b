/**
 * Start time (issue 16 item 6): `npm run bench:start -- [--runs N] [--port P] [--modes warm,new]
 * [--command "npm start"] [--compare "node other-start.mjs"] [--keep-data]`.
 * Runs the start command N times per mode and times each run from spawn to the first 200 of `GET /` (polled
 * every 20 ms), then stops it with SIGTERM (the server closes the database) and waits for it to exit.
 * - warm: nothing changed since the last build, an existing DATA_DIR (made by one unmeasured start first);
 * - new: a new, empty DATA_DIR each run (the demo template is copied into it; made first if missing).
 * With --compare, each run alternates the two commands (same mode, same moment), so a load change on this
 * shared machine hits both alike. Prints each run's phases (the server's `Start phases:` line and when the
 * first lines appeared) and the median per mode and command. The build must be current (`npm run build`):
 * a run that builds is marked (BUILT). Asserts nothing; exit 1 only when a start fails.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => process.stderr.write(`${line}\n`);

type Mode = 'warm' | 'new';

interface Options {
  runs: number;
  port: number;
  modes: Mode[];
  commands: string[];
  keepData: boolean;
}

function readOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const modes = (value('modes') ?? 'warm,new').split(',').filter((mode): mode is Mode => mode === 'warm' || mode === 'new');
  const compare = value('compare');
  return {
    runs: Number(value('runs') ?? 5),
    port: Number(value('port') ?? process.env.PORT ?? 3420),
    modes,
    commands: [value('command') ?? 'npm start', ...(compare ? [compare] : [])],
    keepData: argv.includes('--keep-data'),
  };
}

/** 200 from GET / (the home page, rendered with its product lists) or null while not answering. */
function home(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', timeout: 5000, headers: { accept: 'text/html' } }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? null));
    });
    req.once('error', () => resolve(null));
    req.once('timeout', () => req.destroy());
    req.end();
  });
}

/**
 * CPU seconds (user + system, children that exited included) used so far by the processes of group `pgid`:
 * less swayed by the other work on this machine than the wall clock.
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command name (which may hold spaces): state ppid pgrp ... utime(14) stime cutime cstime.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (Number(fields[2]) !== pgid) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // exited meanwhile
    }
  }
  return ticks / 100;
}

/** Whether any process of group `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Run {
  command: string;
  mode: Mode;
  ms: number;
  /** CPU seconds of the start's processes at the first page. */
  cpu: number;
  /** The server's own phase line (server/main.ts prints `Start phases: ...`). */
  phases: string;
  built: boolean;
}

/** One start: spawn, poll until 200, record, stop with SIGTERM (the whole process group), wait for exit. */
async function startOnce(command: string, mode: Mode, port: number, dataDir: string, timeoutMs = 120_000): Promise<Run> {
  const started = performance.now();
  const spawnedAt = Date.now();
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) => child.once('exit', (code, signal) => {
    exited = signal ?? `exit code ${code}`;
    resolve();
  }));
  let ms = Number.NaN;
  let cpu = Number.NaN;
  while (performance.now() - started < timeoutMs && exited === null) {
    if ((await home(port)) === 200) {
      ms = performance.now() - started;
      cpu = child.pid ? groupCpuSeconds(child.pid) : Number.NaN;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (exited === null && child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
    const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exit;
    // npm exits before the server it started has closed its database: wait for the whole group.
    while (groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    clearTimeout(killer);
  }
  if (Number.isNaN(ms)) throw new Error(`${command} (${mode}) did not serve / (${exited ?? 'timed out'}):\n${lines.slice(-20).join('\n')}`);
  // `Start phases: name s, ... (process began at <epoch ms>)`: seconds since the server process began.
  const line = lines.find((text) => text.includes('Start phases:'))?.replace(/^.*Start phases:\s*/, '') ?? '';
  const began = Number(/process began at (\d+)/.exec(line)?.[1]);
  const listening = Number(/listening ([\d.]+)/.exec(line)?.[1]);
  const phases = Number.isFinite(began)
    ? `before node ${((began - spawnedAt) / 1000).toFixed(2)} | ${line.replace(/\s*\(process began.*$/, '')} | first page ${((spawnedAt + ms - began) / 1000 - listening).toFixed(2)} after listening`
    : line;
  return { command, mode, ms, cpu, phases, built: lines.some((line) => line.startsWith('Build: done')) };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  const base = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const warmDirs = options.commands.map((_, index) => join(base, `warm-${index}`));
  const runs: Run[] = [];
  try {
    if (options.modes.includes('warm')) {
      // One unmeasured start per command makes its warm DATA_DIR (and builds if anything is stale).
      for (const [index, command] of options.commands.entries()) {
        const first = await startOnce(command, 'new', options.port, warmDirs[index] ?? '');
        log(`(set-up) ${command}: ${(first.ms / 1000).toFixed(2)} s${first.built ? ' (built)' : ''}`);
      }
    }
    for (const mode of options.modes) {
      for (let run = 0; run < options.runs; run++) {
        for (const [index, command] of options.commands.entries()) {
          const dataDir = mode === 'warm' ? (warmDirs[index] ?? '') : join(base, `new-${index}-${run}`);
          const result = await startOnce(command, mode, options.port, dataDir);
          runs.push(result);
          if (mode === 'new' && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
          const load = loadavg().map((value) => value.toFixed(1)).join(' ');
          log(`${mode} #${run + 1} ${command}: ${(result.ms / 1000).toFixed(2)} s, cpu ${result.cpu.toFixed(2)} s${result.built ? ' (BUILT)' : ''} [load ${load}] ${result.phases}`);
        }
      }
    }
  } finally {
    if (!options.keepData) rmSync(base, { recursive: true, force: true });
  }
  console.log('\n| mode | command | runs | median | min | max | median CPU s |\n|---|---|--:|--:|--:|--:|--:|');
  for (const mode of options.modes) {
    for (const command of options.commands) {
      const these = runs.filter((run) => run.mode === mode && run.command === command);
      const times = these.map((run) => run.ms).sort((a, b) => a - b);
      const cpu = these.map((run) => run.cpu).sort((a, b) => a - b);
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
      console.log(`| ${mode} | \`${command}\` | ${times.length} | ${s(percentile(times, 50))} | ${s(times[0] ?? Number.NaN)} | ${s(times.at(-1) ?? Number.NaN)} | ${percentile(cpu, 50).toFixed(2)} |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
