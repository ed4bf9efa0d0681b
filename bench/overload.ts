/**
 * Overload benchmark (issue 18 item 14): `npm run bench:overload -- --url http://localhost:3000 [--connections 50]
 * [--seconds 20] [--path /eng/c/oil-filters]`. Against a running production server (`npm start`), C connections
 * (default 50) ask for pages the page cache has never seen (each request a new `page` number of a category
 * listing, so each is rendered), while one more connection asks for a cached page. Prints, for the uncached pages,
 * rendered pages per second, 503s per second and the latency percentiles of each; for the cached page, its p50 and
 * p99. Run it once with the server's defaults and once with MAX_PAGE_RENDERS=10000 (no bound: the old queueing)
 * to compare; ADR 0042 has the figures. Not part of `npm test`.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

interface Sample {
  status: number;
  ms: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function describe(samples: readonly Sample[], seconds: number): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return `${samples.length} (${(samples.length / seconds).toFixed(1)}/s), p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '20' },
      path: { type: 'string', default: '/eng/c/oil-filters' },
      cached: { type: 'string', default: '/eng/checkout' },
    },
  });
  if (!values.url) throw new Error('--url is required: the base URL of a running server (npm start)');
  const base = values.url.replace(/\/$/, '');
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  // A run-unique offset: a second run never meets the first run's cached pages.
  let next = Date.now() % 1_000_000_000;

  // Warm the cached page (and the server's code paths) first.
  for (let i = 0; i < 2; i++) await (await fetch(`${base}${values.cached}`)).text();

  const uncached: Sample[] = [];
  const cached: Sample[] = [];
  const track = (into: Sample[]) => (client: autocannon.Client) => {
    client.on('response', (status, _bytes, ms) => into.push({ status, ms }));
  };

  const load = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 60,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${values.path}?page=${(next += 1)}` }) }],
    setupClient: track(uncached),
  });
  const probe = autocannon({ url: `${base}${values.cached}`, connections: 1, duration: seconds, setupClient: track(cached) });
  await Promise.all([load, probe]);

  const rendered = uncached.filter((s) => s.status === 200);
  const refused = uncached.filter((s) => s.status === 503);
  const other = uncached.filter((s) => s.status !== 200 && s.status !== 503);
  console.log(`${connections} connections, ${seconds} s, uncached ${base}${values.path}?page=N`);
  console.log(`  rendered 200: ${describe(rendered, seconds)}`);
  console.log(`  refused 503:  ${describe(refused, seconds)}`);
  if (other.length) console.log(`  other:        ${other.length} (${[...new Set(other.map((s) => s.status))].join(', ')})`);
  console.log(`  cached page ${values.cached} beside them: ${describe(cached.filter((s) => s.status === 200), seconds)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
