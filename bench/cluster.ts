/**
 * Cluster benchmark (issue 22 item 3, ADR 0072): `npm run bench:cluster -- [--seconds S] [--connections C]
 * [--orders N] [--port P] [--database-url URL]`. On a PostgreSQL database of its own (ap24_cluster_bench on the
 * test server, created afresh and dropped at the end, unless --database-url names one), it starts the local
 * cluster (`npm run cluster`: instances behind the small proxy) with 1 and then 2 instances and measures through
 * the proxy:
 * - cached pages/s: autocannon, C connections for S seconds over 40 product pages already in the output cache;
 * - rendered pages/s: autocannon on category pages with a new `?page=N` each time (never cached: every request
 *   renders);
 * - orders/s: N whole guest checkouts (cart, 2 items, shipping, cash-on-delivery order), 8 at a time;
 * - with 2 instances, how long a price written in the database takes to show on the other instance's cached page
 *   (median and max of 5), the "within a second" of the issue.
 * Prints one table. Needs the production build (`npm run build`).
 */
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startLocalCluster } from '../server/cluster/local';
import { checkout, createDatabase, inStockSkus, query, until } from '../tests/e2e/cluster-support';

interface Row {
  instances: number;
  cachedPages: number;
  renderedPages: number;
  orders: number;
  ordersFailed: number;
  priceSeenMs?: { median: number; max: number };
}

async function pagesPerSecond(url: string, connections: number, seconds: number, paths: () => string): Promise<{ rate: number; non2xx: number }> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 60,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  return { rate: result['2xx'] / seconds, non2xx: result.non2xx + result.errors + result.timeouts };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '15' },
      connections: { type: 'string', default: '16' },
      orders: { type: 'string', default: '80' },
      port: { type: 'string', default: '3720' },
      'database-url': { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const orders = Number(values.orders);
  const port = Number(values.port);
  const own = values['database-url'] ? null : await createDatabase('ap24_cluster_bench');
  const dbUrl = values['database-url'] ?? own!.url;
  const rows: Row[] = [];
  try {
    for (const instances of [1, 2]) {
      console.log(`Starting ${instances} instance(s) ...`);
      const cluster = await startLocalCluster({ instances, databaseUrl: dbUrl, port, env: { MAX_PAGE_RENDERS: '10000', MAX_SEARCHES: '10000', MAX_EVENT_LOOP_DELAY_MS: '0' } });
      try {
        const base = cluster.proxy.url;
        const products = await query<{ sku: string; slug: string }>(
          dbUrl,
          `SELECT p.sku, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'et'
            WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4) AND p.parent_id IS NULL ORDER BY p.id LIMIT 40`,
        );
        const paths = products.map((p) => `/p/${encodeURIComponent(p.sku)}/${p.slug}`);
        // Every page cached on every instance (the proxy alternates).
        for (let round = 0; round < instances * 2; round++) for (const path of paths) await (await fetch(base + path)).text();
        let i = 0;
        const cachedPages = await pagesPerSecond(base, connections, seconds, () => paths[i++ % paths.length]!);
        let page = Date.now() % 1_000_000_000;
        const renderedPages = await pagesPerSecond(base, connections, seconds, () => `/eng/c/oil-filters?page=${(page += 1)}`);
        const skus = await inStockSkus(dbUrl, 40);
        const run = `bench-${instances}-${Date.now()}`;
        let next = 0;
        let failed = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (next < orders) {
              const index = next++;
              const result = await checkout(base, `${run}-${index}`, [skus[index % skus.length]!, skus[(index + 11) % skus.length]!], `${run}-${index}@example.ee`);
              if (!result.ok) failed += 1;
            }
          }),
        );
        const orderSeconds = (performance.now() - started) / 1000;
        const row: Row = { instances, cachedPages: cachedPages.rate, renderedPages: renderedPages.rate, orders: (orders - failed) / orderSeconds, ordersFailed: failed + cachedPages.non2xx + renderedPages.non2xx };
        if (instances === 2) {
          const [first, second] = cluster.instances;
          const seen: number[] = [];
          for (let n = 0; n < 5; n++) {
            const [product] = await query<{ id: number; sku: string; slug: string }>(
              dbUrl,
              `SELECT p.id, p.sku, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'et'
                WHERE p.type_id = 'simple' AND p.status = 1 AND p.visibility IN (2, 3, 4) AND p.parent_id IS NULL ORDER BY p.id OFFSET $1 LIMIT 1`,
              [100 + n],
            );
            const path = `/p/${encodeURIComponent(product!.sku)}/${product!.slug}`;
            for (const instance of [first!, second!]) await until(async () => (await fetch(instance.url + path)).headers.get('x-vs-cache') === 'Hit', 'a cached page');
            const price = 400 + n + 0.25;
            const written = performance.now();
            await query(dbUrl, 'UPDATE product SET price = $2 WHERE id = $1', [product!.id, price]);
            await until(async () => (await (await fetch(second!.url + path)).text()).includes(`"price":${price}`), 'the new price', 10_000);
            seen.push(performance.now() - written);
          }
          seen.sort((x, y) => x - y);
          row.priceSeenMs = { median: seen[2]!, max: seen[4]! };
        }
        rows.push(row);
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await own?.drop();
  }
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${seconds} s per page run, ${connections} connections, ${orders} checkouts 8 at a time; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`);
  console.log('| instances | cached pages/s | rendered pages/s | orders/s | failed requests | price seen on the other instance |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const seen = row.priceSeenMs ? `median ${row.priceSeenMs.median.toFixed(0)} ms, max ${row.priceSeenMs.max.toFixed(0)} ms` : '-';
    console.log(`| ${row.instances} | ${row.cachedPages.toFixed(0)} | ${row.renderedPages.toFixed(1)} | ${row.orders.toFixed(1)} | ${row.ordersFailed} | ${seen} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
