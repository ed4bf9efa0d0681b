/**
 * `npm run cluster -- --instances 2 [--port 8080] [--redis]`: the production topology with local processes (ADR
 * 0072): N app instances on the PostgreSQL of DATABASE_URL behind a small round-robin proxy on --port (default PORT
 * or 8080; the instances take the ports after it). `--redis`: the instances share an output cache in Redis and
 * hear invalidations over it too (ADR 0074) at REDIS_URL, default redis://127.0.0.1:6379. Ctrl-C (or SIGTERM)
 * drains and stops them all.
 */
import { parseArgs } from 'node:util';
import { redactRedisUrl } from '../server/cache/redis-client';
import { startLocalCluster } from '../server/cluster/local';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { instances: { type: 'string', default: '2' }, port: { type: 'string' }, redis: { type: 'boolean', default: false } },
  });
  const instances = Number(values.instances);
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    console.error('npm run cluster needs DATABASE_URL (several instances share one PostgreSQL; the embedded database allows one process)');
    process.exit(2);
  }
  if (!Number.isInteger(port) || port < 1 || port + instances > 65535) {
    console.error(`--port must be a port number with room for the instances after it, got "${values.port ?? process.env.PORT}"`);
    process.exit(2);
  }
  const redisUrl = values.redis ? process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379' : undefined;
  const cluster = await startLocalCluster({ instances, databaseUrl, port, log: (line) => console.log(line), ...(redisUrl ? { env: { REDIS_URL: redisUrl } } : {}) });
  console.log(`Cluster of ${instances} instance(s) is running behind ${cluster.proxy.url}${redisUrl ? ` (output cache shared in Redis at ${redactRedisUrl(redisUrl)})` : ''}`);
  for (const [i, instance] of cluster.instances.entries()) console.log(`  instance ${i + 1}: ${instance.url}`);
  for (const instance of cluster.instances) {
    void instance.exited.then((how) => console.log(`instance on port ${instance.port} ended (${how})`));
  }
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('Stopping: the instances drain their requests in flight');
      void cluster.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
