/**
 * The production topology with local processes (issue 22 item 2, ADR 0072): N app instances (`npm start`: the
 * production build) on one PostgreSQL behind the small proxy of server/cluster/proxy.ts. `npm run cluster`,
 * the cluster journey and `npm run bench:cluster` use it. The first instance starts alone (it migrates an empty
 * database and loads the demo catalogue); the others then start together and find nothing to do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProxy } from './proxy';
import type { Proxy } from './proxy';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One running instance. */
export interface LocalInstance {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
}

/** Options of `startLocalCluster`. */
export interface LocalClusterOptions {
  instances: number;
  databaseUrl: string;
  /** The proxy's port; the instances take the ports after it. */
  port: number;
  /** More environment for every instance (OPS_KEY, CACHE_INVALIDATE_KEY, ...). */
  env?: Record<string, string>;
  /** Time allowed for each instance to answer /api/health; default 240 s (a first start seeds the catalogue). */
  startTimeoutMs?: number;
  log?: (line: string) => void;
  /**
   * Whether each instance builds what changed first (`npm start`); default true. The cluster journey runs the
   * build `npm test` made (false): a rebuild there would replace the assets the journeys' own shop is serving.
   */
  build?: boolean;
}

/** A running cluster. */
export interface LocalCluster {
  proxy: Proxy;
  instances: LocalInstance[];
  /** SIGTERM to every instance still running (they drain), then the proxy closes. */
  stop(): Promise<void>;
}

async function waitHealthy(instance: LocalInstance, timeoutMs: number): Promise<void> {
  let ended: string | null = null;
  void instance.exited.then((how) => (ended = how));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (ended !== null) throw new Error(`Instance on port ${instance.port} ended (${ended}) before it answered:\n${instance.output().slice(-4000)}`);
    try {
      if ((await fetch(`${instance.url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Instance on port ${instance.port} did not answer /api/health within ${timeoutMs} ms:\n${instance.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function spawnInstance(port: number, options: LocalClusterOptions, dataDir: string): LocalInstance {
  // `npm start` without npm (scripts/start.mjs: builds what changed, then runs the server bundle): Node itself,
  // no npm or shell between, so a signal reaches the server.
  // Without the build step: the server bundle itself, as scripts/start.mjs runs it when nothing changed.
  const script = options.build === false ? join('dist', 'node', 'main.js') : join('scripts', 'start.mjs');
  if (options.build === false && !existsSync(join(ROOT, script))) throw new Error(`${script} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: {
      ...process.env,
      STORE_VIEW_DOMAINS: '',
      // The proxy's X-Forwarded-For names the shopper: per-address login limits count shoppers, not the proxy.
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

async function stopInstance(instance: LocalInstance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([instance.exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGKILL');
}

export async function startLocalCluster(options: LocalClusterOptions): Promise<LocalCluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1 || options.instances > 16) throw new Error(`--instances must be a whole number from 1 to 16, got ${options.instances}`);
  const log = options.log ?? (() => {});
  const timeoutMs = options.startTimeoutMs ?? 240_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'ap24-cluster-'));
  const instances: LocalInstance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map(stopInstance));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ports = Array.from({ length: options.instances }, (_, i) => options.port + 1 + i);
    const first = spawnInstance(ports[0]!, options, join(dataDir, '1'));
    instances.push(first);
    await waitHealthy(first, timeoutMs);
    log(`instance 1 ready at ${first.url}`);
    const rest = ports.slice(1).map((port, i) => spawnInstance(port, options, join(dataDir, String(i + 2))));
    instances.push(...rest);
    await Promise.all(rest.map((instance) => waitHealthy(instance, timeoutMs)));
    for (const instance of rest) log(`instance ${instances.indexOf(instance) + 1} ready at ${instance.url}`);
    const proxy = await startProxy({ upstreams: instances.map((instance) => instance.url), port: options.port });
    return {
      proxy,
      instances,
      stop: async () => {
        await stopAll();
        await proxy.close();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
