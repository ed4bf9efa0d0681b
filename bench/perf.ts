/**
 * Page speed (issue 16 item 5): `npm run perf -- [--url BASE] [--runs N] [--requests N] [--pages home,category,...]
 * [--views et,eng] [--skip-lighthouse | --ssr-only] [--skip-build] [--json]`.
 * Without --url it builds, starts the production server (`tsx server/main.ts`) on a free port in 3400-3499 with its
 * own temporary DATA_DIR, and stops it (and every Chromium) when done, failed or interrupted.
 * Per page (home, a category, a product, search, checkout) of the et and eng store views:
 * - SSR: N GETs with a browser's Accept-Encoding that miss the output cache (a unique `?perf=` each, checked to
 *   render the same page and to answer `X-VS-Cache: Miss`) and N of the plain URL that hit it; p50 / p95 ms.
 * - Lighthouse (node API, Debian Chromium, mobile, simulated throttling, performance only): R runs interleaved
 *   across pages; medians of score, LCP, TBT, CLS and the JavaScript transferred (script requests).
 * Prints figures beside the budgets of issue 16 and marks misses; asserts nothing (exit 1 only when it cannot measure).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { LaunchedChrome } from 'chrome-launcher';
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

const children = new Set<ChildProcess>();
const chromes = new Set<LaunchedChrome>();

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('exit', () => {
  // Last resort (an uncaught error): nothing may outlive the bench.
  for (const child of [...children, ...chromes]) killGroup(child.pid, 'SIGKILL');
});

// ---- The own shop ----------------------------------------------------------------------------------------

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

interface Shop {
  base: string;
  stop(): Promise<void>;
}

async function startShop(): Promise<Shop> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'autoparts-perf-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'data'), HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  // `node --import tsx` runs the server in this one process (the tsx CLI would add a second); its own group, so
  // stopping it stops anything it started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const base = `http://localhost:${port}`;
  const stop = async () => {
    if (running) {
      killGroup(child.pid, 'SIGTERM');
      // The server closes PGlite on SIGTERM; a hung one is killed.
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  log(`Starting the shop on ${base} (DATA_DIR ${join(dataDir, 'data')}) ...`);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (!running) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
      await stop();
      throw new Error(`The shop exited before answering:\n${tail}`);
    }
    const health = await get(`${base}/api/health`, {}).catch(() => null);
    if (health?.status === 200) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('The shop did not answer /api/health within 240 s');
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
async function html(base: string, path: string): Promise<{ status: number; cache: string | undefined; text: string }> {
  const answer = await get(base + path, { ...BROWSER_HEADERS, 'accept-encoding': 'gzip' });
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

function figures(answers: readonly Answer[], expected: string): SsrFigures {
  const stats = summarise(answers.map((answer) => answer.ms), 1);
  return { requests: stats.requests, p50: stats.p50, p95: stats.p95, unexpected: answers.filter((answer) => headerOf(answer, CACHE_HEADER) !== expected).length };
}

async function timeSsr(base: string, path: string, requests: number, runId: string): Promise<NonNullable<PageResult['ssr']>> {
  const notes: string[] = [];
  const plain = await html(base, path);
  if (plain.status !== 200) throw new Error(`GET ${path} answered ${plain.status}`);
  // A new query parameter is a new output-cache key: the same page rendered again.
  const busted = await html(base, withQuery(path, 'perf', `${runId}-check`));
  if (!samePage(plain.text, busted.text)) notes.push(`?perf= renders another page than ${path}`);
  if (busted.cache !== 'Miss') notes.push(`?perf= answered X-VS-Cache: ${busted.cache ?? 'none'} (not Miss)`);
  const cacheable = (await html(base, path)).cache === 'Hit';
  if (!cacheable) notes.push('the plain URL is not answered from the output cache');
  for (let i = 0; i < 3; i += 1) await get(base + withQuery(path, 'perf', `${runId}-warm${i}`), BROWSER_HEADERS);
  const uncached: Answer[] = [];
  for (let i = 0; i < requests; i += 1) uncached.push(await get(base + withQuery(path, 'perf', `${runId}-${i}`), BROWSER_HEADERS));
  const cached: Answer[] = [];
  if (cacheable) for (let i = 0; i < requests; i += 1) cached.push(await get(base + path, BROWSER_HEADERS));
  const result = { uncached: figures(uncached, 'Miss'), cached: cacheable ? figures(cached, 'Hit') : null, notes };
  if (result.uncached.unexpected) notes.push(`${result.uncached.unexpected} uncached answers were not Miss`);
  if (result.cached?.unexpected) notes.push(`${result.cached.unexpected} cached answers were not Hit`);
  return result;
}

// ---- Lighthouse --------------------------------------------------------------------------------------------

interface Environment {
  chromium: string;
  lighthouse: string;
  benchmarkIndex: number[];
}

/** One round: a fresh Chromium measures each page once (rounds interleave the runs across pages). */
async function lighthouseRound(targets: readonly { url: string; label: string }[], environment: Environment): Promise<(LighthouseRun | Error)[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  // chrome-launcher's own SIGINT handler would exit before the shop is stopped: this bench handles signals.
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, handleSIGINT: false, logLevel: 'silent' });
  chromes.add(chrome);
  try {
    const runs: (LighthouseRun | Error)[] = [];
    for (const target of targets) {
      try {
        const result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error('Lighthouse gave no result');
        environment.lighthouse = result.lhr.lighthouseVersion;
        environment.benchmarkIndex.push(result.lhr.environment.benchmarkIndex);
        const run = readLighthouseRun(result.lhr as unknown as LighthouseResultLike);
        log(`  ${target.label}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsBytes / KB).toFixed(0)} KB`);
        runs.push(run);
      } catch (error) {
        log(`  ${target.label}: ${error instanceof Error ? error.message : String(error)}`);
        runs.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return runs;
  } finally {
    chrome.kill();
    chromes.delete(chrome);
  }
}

// ---- Main --------------------------------------------------------------------------------------------------

function machineNote(environment: Environment): string {
  const cpu = cpus();
  const index = environment.benchmarkIndex.length ? ` (Lighthouse benchmarkIndex median ${summarise(environment.benchmarkIndex, 1).p50.toFixed(0)})` : '';
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end; `
    + `Node ${process.version}${environment.chromium ? `, Chromium ${environment.chromium}` : ''}${environment.lighthouse ? `, Lighthouse ${environment.lighthouse}` : ''}${index}`;
}

async function measure(options: Options, base: string, environment: Environment): Promise<PageResult[]> {
  const runId = Date.now().toString(36);
  const results: PageResult[] = [];
  for (const view of options.views) {
    const paths = await discover(base, view, options.pages);
    for (const [page, path] of paths) results.push({ view: view.key, page, path, lighthouse: null, ssr: null });
  }
  log(`SSR: ${options.requests} uncached and ${options.requests} cached requests per page ...`);
  for (const result of results) {
    try {
      result.ssr = await timeSsr(base, result.path, options.requests, runId);
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
  }
  if (options.lighthouse) {
    const measured = results.filter((result) => !result.error);
    for (const result of measured) result.lighthouse = { median: null, runs: [], errors: [] };
    for (let round = 1; round <= options.runs; round += 1) {
      log(`Lighthouse run ${round} of ${options.runs} (mobile, simulated throttling) ...`);
      const runs = await lighthouseRound(measured.map((result) => ({ url: base + result.path, label: `${result.view} ${result.page}` })), environment);
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
  let shop: Shop | null = null;
  const stopAll = async () => {
    for (const chrome of chromes) chrome.kill();
    chromes.clear();
    if (shop) await shop.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the shop and Chromium`);
      void stopAll().finally(() => process.exit(130));
    });
  }
  const environment: Environment = { chromium: options.lighthouse ? chromiumVersion() : '', lighthouse: '', benchmarkIndex: [] };
  let results: PageResult[];
  try {
    if (!options.url && options.build) {
      log('npm run build ...');
      // The build's output goes to stderr, so --json leaves stdout to the figures.
      const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
      if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
    }
    shop = options.url ? null : await startShop();
    results = await measure(options, options.url ?? (shop as Shop).base, environment);
  } finally {
    await stopAll();
    agent.destroy();
  }
  const notes = results.flatMap((result) => [
    ...(result.ssr?.notes ?? []).map((note) => `${result.view} ${result.page}: ${note}`),
    ...(result.lighthouse?.errors ?? []).map((error) => `${result.view} ${result.page}: Lighthouse run failed: ${error}`),
  ]);
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
  console.log(`SSR: ${options.requests} GETs per page and mode, to the last byte; uncached = unique ?perf= (X-VS-Cache: Miss), cached = the same URL (Hit).`);
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
