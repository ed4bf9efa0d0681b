/**
 * The real server (`server/main.ts`) as a child process of a spec, for tests that must kill it (the crash
 * spec, ADR 0044). `--dev` serves pages through Vite from source, so no `npm run build` is needed; the API,
 * storage and start-up are those of `npm start`. The child is Node itself (no npx or shell in between), so a
 * signal reaches the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A started server: its base URL, what it printed, and how it ended. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts `server/main.ts --dev` with `env` on `port` and waits until /api/health answers 200 (or the process ends). */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
    cwd: ROOT,
    // No event-loop load shedding (as in the journeys): a test's burst on a loaded 2-core machine is not an overload
    // to refuse (the crash spec's restarted server once answered a resend 503 "event loop more than 1000 ms late").
    env: { ...process.env, NODE_ENV: '', HOST: '127.0.0.1', PORT: String(port), STORE_VIEW_DOMAINS: '', MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  let ended: string | null = null;
  void exited.then((how) => (ended = how));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended !== null) throw new Error(`The server ended (${ended}) before it answered:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return { url, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server (SIGTERM: it closes the database cleanly) and waits until it has ended. */
export async function stopServerProcess(server: ServerProcess): Promise<string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
