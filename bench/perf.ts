/**
 * Page speed (issue 16 item 5): `npm run perf -- [--url BASE] [--runs N] [--requests N] [--pages home,category,...]
 * [--views et,eng] [--skip-lighthouse | --ssr-only] [--skip-build] [--json]`.
 * Without --url it builds, starts the production server (`tsx server/main.ts`) on a free port in 3400-3499 with its
 * own temporary DATA_DIR, and stops it (and every Chromium) when done, failed or interrupted.
 * Per page (home, a category, a product, search, checkout) of the et and eng store views:
 * - SSR: N GETs with a browser's Accept-Encoding that bypass the output cache (a personal `ap24-perf` cookie, checked to
 *   render the same page without the cache looking it up) and N of the plain URL that hit it; p50 / p95 ms.
 * - Lighthouse (node API, Debian Chromium, mobile, simulated throttling, performance only): R runs interleaved
 *   across pages; medians of score, LCP, TBT, CLS and the JavaScript transferred (script requests).
 * Prints figures beside the budgets of issue 16 and marks misses; asserts nothing (exit 1 only when it cannot measure).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Launcher } from 'chrome-launcher';
import { storeViews } from '../src/app/store-views';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import {
  BUDGETS, KB, MISS, categoryFromSearch, firstLink, formatResults, medianRun, readLighthouseRun, readOptions, samePage, withQuery,
} from './perf-report';
import type { LighthouseResultLike, LighthouseRun, Options, PageKey, PageResult, SsrFigures, View } from './perf-report';
import { summarise } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORTS = { from: 3400, to: 3499 } as const;
/** What Chromium sends; the server may compress (or not) as it would for a shopper. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36 ap24-perf',
};
const CACHE_HEADER = 'x-vs-cache';
const log = (message: string) => process.stderr.write(`${message}\n`);

// ---- Processes this bench owns: stopped on every way out ---------------------------------------------------

/**
 * A small sh watchdog: runs the command in the background and, once its stdin reaches end of file, sends it
 * SIGTERM; when the command has exited it removes $PERF_TEMP_DIR and exits with the command's status. The
 * bench holds the other end of that stdin, so it closes both when the bench stops it and when the bench dies
 * in any way: tsx's CLI, for one, SIGKILLs a child that is too busy to acknowledge a relayed Ctrl-C within
 * 60 ms, so a signal handler alone would leave the shop and Chromium running.
 */
const WATCHDOG = [
  'exec 3<&0',
  '"$@" </dev/null & pid=$!',
  '( read _ <&3 || :; kill -TERM "$pid" 2>/dev/null ) <&3 & reader=$!',
  'exec 3<&-',
  "trap '' INT HUP",
  'wait "$pid"; status=$?',
  'kill "$reader" 2>/dev/null',
  'rm -rf "$PERF_TEMP_DIR"',
  'exit "$status"',
].join('\n');

interface Supervised {
  /** Whether the command is still running. */
  running(): boolean;
  /** How it ended ("code 1", "signal SIGKILL"); empty while it runs. */
  exitedWith(): string;
  /** Stops it (SIGTERM; SIGKILL to its group after 20 s) and removes its temporary directory. */
  stop(): Promise<void>;
}

const supervised = new Set<Supervised>();
/** Set once the bench is stopping: nothing new is started after that. */
let stopping = false;

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Starts `command` under the watchdog in a process group of its own; `tempDir` goes when it stops. */
function supervise(command: readonly string[], options: { env?: NodeJS.ProcessEnv; tempDir: string; output: number | 'ignore' }): Supervised {
  if (stopping) throw new Error('Stopping: nothing new is started');
  const child = spawn('sh', ['-c', WATCHDOG, 'perf-watchdog', ...command], {
    cwd: root,
    env: { ...(options.env ?? process.env), PERF_TEMP_DIR: options.tempDir },
    detached: true,
    stdio: ['pipe', options.output, options.output],
  });
  let ended = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
  });
  const handle: Supervised = {
    running: () => ended === '',
    exitedWith: () => ended,
    stop: async () => {
      child.stdin?.end();
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      rmSync(options.tempDir, { recursive: true, force: true });
      supervised.delete(handle);
    },
  };
  supervised.add(handle);
  return handle;
}

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS.from; port <= PORTS.to; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port in ${PORTS.from}-${PORTS.to}`);
}

/** Polls `url` until it answers 200; fails early when the process serving it has exited. */
async function waitFor(url: string, proc: Supervised, seconds: number, describe: () => string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (!proc.running()) throw new Error(`${describe()} exited (${proc.exitedWith()}) before answering`);
    const answer = await get(url, {}).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${describe()} did not answer ${url} within ${seconds} s`);
}

// ---- The own shop ----------------------------------------------------------------------------------------

interface Shop {
  base: string;
  running(): boolean;
  exitedWith(): string;
  stop(): Promise<void>;
}

/** A shop killed by a signal while starting (not one that failed by itself) is started again, twice at most. */
async function startShop(attempt = 1): Promise<Shop> {
  const port = await freePort();
  const tempDir = mkdtempSync(join(tmpdir(), 'autoparts-perf-'));
  const logFile = join(tempDir, 'server.log');
  const output = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(tempDir, 'data'), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // As `npm start` after its build; `node --import tsx` is one process where the tsx CLI would be two.
  const shop = supervise([process.execPath, '--import', 'tsx', 'server/main.ts'], { env, tempDir, output });
  closeSync(output);
  const base = `http://localhost:${port}`;
  log(`Starting the shop on ${base} (DATA_DIR ${env.DATA_DIR}) ...`);
  try {
    await waitFor(`${base}/api/health`, shop, 240, () => `The shop (log: ${logFile})`);
  } catch (error) {
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    const killed = shop.exitedWith().startsWith('signal');
    await shop.stop();
    if (killed && attempt < 3) {
      log(`The shop was killed (${shop.exitedWith()}) while starting: starting it again`);
      return startShop(attempt + 1);
    }
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`, { cause: error });
  }
  return { base, running: shop.running, exitedWith: shop.exitedWith, stop: () => shop.stop() };
}

/** The shop measured: a running one (--url), or the own one, started again if something ends it mid-run. */
interface Target {
  base: string;
  /** What happened to the own shop during the run. */
  restarts: string[];
  /** Makes sure the shop runs; a restarted one is asked for `warm` once, so they are cached as before. */
  ensure(warm: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

function runningShop(base: string): Target {
  return { base, restarts: [], ensure: async () => {}, stop: async () => {} };
}

async function ownShop(): Promise<Target> {
  let shop = await startShop();
  const target: Target = {
    base: shop.base,
    restarts: [],
    async ensure(warm) {
      if (shop.running()) return;
      // Seen on the shared machine: another agent's clean-up ended the shop between two pages.
      target.restarts.push(`the shop ended (${shop.exitedWith()}) during the run and was started again`);
      log(`The shop ended (${shop.exitedWith()}): starting it again`);
      await shop.stop();
      shop = await startShop();
      target.base = shop.base;
      for (const path of warm) await get(target.base + path, BROWSER_HEADERS).catch(() => null);
    },
    stop: () => shop.stop(),
  };
  return target;
}

// ---- HTTP --------------------------------------------------------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ms: number;
}

/** One GET over a kept-alive connection; `ms` is from sending to the last byte (the body is not decompressed). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** The page's HTML (asked for gzip, which Node can always decode). */
async function html(base: string, path: string, headers: Record<string, string> = BROWSER_HEADERS): Promise<{ status: number; cache: string | undefined; text: string }> {
  const answer = await get(base + path, { ...headers, 'accept-encoding': 'gzip' });
  const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return { status: answer.status, cache: headerOf(answer, CACHE_HEADER), text: body.toString('utf8') };
}

function headerOf(answer: Answer, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

// ---- Pages -------------------------------------------------------------------------------------------------

async function discover(base: string, view: View, pages: readonly PageKey[]): Promise<Map<PageKey, string>> {
  const paths = new Map<PageKey, string>();
  // The view's own home link: `/` and `/eng` (not `/eng/`).
  const home = view.prefix || '/';
  paths.set('home', home);
  if (pages.includes('category') || pages.includes('product')) {
    const homeHtml = await html(base, home);
    let category = firstLink(homeHtml.text, view.prefix, '/c/');
    if (!category) {
      const index = storeViews.find((candidate) => candidate.storeCode === view.storeCode)?.searchIndex;
      const answer = await get(`${base}/api/catalog/${index}/category/_search`, { accept: 'application/json' });
      category = answer.status === 200 ? categoryFromSearch(JSON.parse(answer.body.toString('utf8')), view.prefix) : null;
    }
    if (!category) throw new Error(`${view.key}: no category link on ${home} and none from the category search`);
    paths.set('category', category);
    const product = firstLink((await html(base, category)).text, view.prefix, '/p/');
    if (!product) throw new Error(`${view.key}: no product link on ${category}`);
    paths.set('product', product);
  }
  paths.set('search', withQuery(`${view.prefix}/search`, 'q', view.searchQuery));
  paths.set('checkout', `${view.prefix}/checkout`);
  return new Map(pages.map((page) => [page, paths.get(page) as string]));
}

// ---- SSR timing ------------------------------------------------------------------------------------------

function figures(answers: readonly Answer[], expected: string | undefined): SsrFigures {
  const stats = summarise(answers.map((answer) => answer.ms), 1);
  return { requests: stats.requests, p50: stats.p50, p95: stats.p95, unexpected: answers.filter((answer) => headerOf(answer, CACHE_HEADER) !== expected).length };
}

/**
 * A personal cookie (`ap24-*`, server/cache/fastify.ts): the output cache neither answers nor stores such a
 * request, so every one renders the page afresh. (A new query parameter no longer does: the page cache keys only
 * the parameters pages read, issue 18 item 14, so `?perf=` answered from the cache.) No page reads this cookie.
 */
function uncachedHeaders(id: string): Record<string, string> {
  return { ...BROWSER_HEADERS, cookie: `ap24-perf=${id}` };
}

async function timeSsr(base: string, path: string, requests: number, runId: string): Promise<NonNullable<PageResult['ssr']>> {
  const notes: string[] = [];
  const plain = await html(base, path);
  if (plain.status !== 200) throw new Error(`GET ${path} answered ${plain.status}`);
  const busted = await html(base, path, uncachedHeaders(`${runId}-check`));
  if (!samePage(plain.text, busted.text)) notes.push(`the uncached request renders another page than ${path}`);
  if (busted.cache !== undefined) notes.push(`the uncached request answered X-VS-Cache: ${busted.cache} (the cache looked it up)`);
  const cacheable = (await html(base, path)).cache === 'Hit';
  if (!cacheable) notes.push('the plain URL is not answered from the output cache');
  for (let i = 0; i < 3; i += 1) await get(base + path, uncachedHeaders(`${runId}-warm${i}`));
  const uncached: Answer[] = [];
  for (let i = 0; i < requests; i += 1) uncached.push(await get(base + path, uncachedHeaders(`${runId}-${i}`)));
  const cached: Answer[] = [];
  if (cacheable) for (let i = 0; i < requests; i += 1) cached.push(await get(base + path, BROWSER_HEADERS));
  const result = { uncached: figures(uncached, undefined), cached: cacheable ? figures(cached, 'Hit') : null, notes };
  if (result.uncached.unexpected) notes.push(`${result.uncached.unexpected} uncached answers came from the cache`);
  if (result.cached?.unexpected) notes.push(`${result.cached.unexpected} cached answers were not Hit`);
  return result;
}

// ---- Lighthouse --------------------------------------------------------------------------------------------

interface Environment {
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number[];
}

/**
 * Debian's Chromium with chrome-launcher's default flags (what Lighthouse expects) and the project's, under the
 * watchdog (chrome-launcher's own launch would survive a killed bench), with a fresh profile.
 */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'autoparts-perf-chromium-'));
  const flags = [...Launcher.defaultFlags(), ...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'];
  const chromium = supervise([CHROMIUM_PATH, ...flags], { tempDir: profile, output: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, chromium, 60, () => 'Chromium');
  } catch (error) {
    await chromium.stop();
    throw error;
  }
  return { port, stop: () => chromium.stop() };
}

/**
 * One round: a fresh Chromium measures each page once (rounds interleave the runs across pages). A run the shop
 * did not live through is run again once on the restarted shop.
 */
async function lighthouseRound(pages: readonly { path: string; label: string }[], shop: Target, environment: Environment): Promise<(LighthouseRun | Error)[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await startChromium();
  const all = pages.map((page) => page.path);
  const once = async (path: string): Promise<LighthouseRun> => {
    await shop.ensure(all);
    const flags = { port: chromium.port, hostname: '127.0.0.1', output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const result = await lighthouse(shop.base + path, flags);
    if (!result) throw new Error('Lighthouse gave no result');
    environment.lighthouse = result.lhr.lighthouseVersion;
    environment.benchmarkIndex.push(result.lhr.environment.benchmarkIndex);
    return readLighthouseRun(result.lhr as unknown as LighthouseResultLike);
  };
  try {
    const runs: (LighthouseRun | Error)[] = [];
    for (const page of pages) {
      try {
        const restarts = shop.restarts.length;
        let run: LighthouseRun;
        try {
          run = await once(page.path);
        } catch (error) {
          await shop.ensure(all);
          if (shop.restarts.length === restarts) throw error;
          run = await once(page.path);
        }
        log(`  ${page.label}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsBytes / KB).toFixed(0)} KB`);
        runs.push(run);
      } catch (error) {
        log(`  ${page.label}: ${error instanceof Error ? error.message : String(error)}`);
        runs.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return runs;
  } finally {
    await chromium.stop();
  }
}

// ---- Main --------------------------------------------------------------------------------------------------

function machineNote(environment: Environment): string {
  const cpu = cpus();
  const index = environment.benchmarkIndex.length ? ` (Lighthouse benchmarkIndex median ${summarise(environment.benchmarkIndex, 1).p50.toFixed(0)})` : '';
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end; `
    + `Node ${process.version}${environment.chromium ? `, Chromium ${environment.chromium}` : ''}${environment.lighthouse ? `, Lighthouse ${environment.lighthouse}` : ''}${index}`;
}

async function measure(options: Options, shop: Target, environment: Environment): Promise<PageResult[]> {
  const runId = Date.now().toString(36);
  const results: PageResult[] = [];
  for (const view of options.views) {
    const paths = await discover(shop.base, view, options.pages);
    for (const [page, path] of paths) results.push({ view: view.key, page, path, lighthouse: null, ssr: null });
  }
  log(`SSR: ${options.requests} uncached and ${options.requests} cached requests per page ...`);
  for (const result of results) {
    const restarts = shop.restarts.length;
    try {
      await shop.ensure([]);
      result.ssr = await timeSsr(shop.base, result.path, options.requests, runId);
    } catch (error) {
      // Timed again from the start when the shop ended meanwhile.
      await shop.ensure([]);
      if (shop.restarts.length > restarts) result.ssr = await timeSsr(shop.base, result.path, options.requests, runId).catch(() => null);
      if (!result.ssr) result.error = error instanceof Error ? error.message : String(error);
    }
  }
  if (options.lighthouse) {
    const measured = results.filter((result) => !result.error);
    for (const result of measured) result.lighthouse = { median: null, runs: [], errors: [] };
    for (let round = 1; round <= options.runs; round += 1) {
      log(`Lighthouse run ${round} of ${options.runs} (mobile, simulated throttling) ...`);
      const runs = await lighthouseRound(measured.map((result) => ({ path: result.path, label: `${result.view} ${result.page}` })), shop, environment);
      runs.forEach((run, i) => {
        const target = measured[i]?.lighthouse;
        if (!target) return;
        if (run instanceof Error) target.errors.push(run.message);
        else target.runs.push(run);
      });
    }
    for (const result of measured) if (result.lighthouse) result.lighthouse.median = medianRun(result.lighthouse.runs);
  }
  return results;
}

/** Chromium's full version (headless user agents report only the major one). */
function chromiumVersion(): string {
  const answer = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return answer.stdout?.match(/\d+(?:\.\d+)+/)?.[0] ?? 'unknown';
}

async function main(argv: string[]): Promise<void> {
  const options = readOptions(argv);
  const command = ['npm run perf', ...(argv.length ? ['--', ...argv] : [])].join(' ');
  const date = new Date().toISOString();
  const stopAll = async () => {
    await Promise.all([...supervised].map((proc) => proc.stop()));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // tsx relays a Ctrl-C a second time: one stop is enough, and a listener must stay registered (with none
    // left, tsx's own handler exits at once).
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the shop and Chromium`);
    void stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const environment: Environment = { chromium: options.lighthouse ? chromiumVersion() : '', lighthouse: '', benchmarkIndex: [] };
  let results: PageResult[];
  let shop: Target;
  try {
    if (!options.url && options.build) {
      log('npm run build ...');
      // The build's output goes to stderr, so --json leaves stdout to the figures.
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
      if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
    }
    shop = options.url ? runningShop(options.url) : await ownShop();
    results = await measure(options, shop, environment);
  } finally {
    stopping = true;
    await stopAll();
    agent.destroy();
  }
  const notes = [...shop.restarts, ...results.flatMap((result) => [
    ...(result.ssr?.notes ?? []).map((note) => `${result.view} ${result.page}: ${note}`),
    ...(result.lighthouse?.errors ?? []).map((error) => `${result.view} ${result.page}: Lighthouse run failed: ${error}`),
  ])];
  if (options.json) {
    console.log(JSON.stringify({ command, date, machine: machineNote(environment), options: { ...options, views: options.views.map((view) => view.key) }, budgets: BUDGETS, results, notes }, null, 2));
    return;
  }
  console.log('');
  console.log(`Page speed: ${command}`);
  console.log(`${date}; ${options.url ?? 'own shop (production build, embedded PGlite, output cache on)'}; ${machineNote(environment)}`);
  console.log(options.lighthouse
    ? `Lighthouse ${options.runs} run(s) per page, interleaved, medians; mobile, simulated throttling; JS = transfer size of script requests (1 KB = 1024 B).`
    : 'Lighthouse skipped.');
  console.log(`SSR: ${options.requests} GETs per page and mode, to the last byte; uncached = a personal ap24-perf cookie (the output cache neither answers nor stores it), cached = the same URL (Hit).`);
  console.log('');
  console.log(formatResults(results));
  console.log('');
  console.log(`${MISS} misses its budget (issue 16).`);
  for (const note of notes) console.log(`Note: ${note}`);
  if (results.some((result) => result.error)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
