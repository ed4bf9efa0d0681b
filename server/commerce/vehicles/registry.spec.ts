import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVehicleRegistry, httpVehicleRegistry, vehicleRegistryFromEnv, VehicleRegistryConfigError, VehicleRegistryError } from './registry';
import type { Queryable } from '../../storage/port';

const KEY = 'registry-key-123';

/** A fake provider: the documented protocol, plus plates that misbehave. */
async function fakeProvider(): Promise<{ app: FastifyInstance; url: string; seen: string[] }> {
  const app = Fastify();
  const seen: string[] = [];
  app.get<{ Params: { country: string; plate: string } }>('/v1/plates/:country/:plate', async (request, reply) => {
    seen.push(`${request.params.country} ${request.params.plate}`);
    if (request.headers.authorization !== `Bearer ${KEY}`) return reply.code(401).send({ error: 'unauthorized' });
    switch (request.params.plate) {
      case '123ABC':
        return [{ ktypnr: 10815 }];
      case '555BBB':
        return [{ ktypnr: 10885 }, { ktypnr: 20001, extra: 'ignored' }];
      case 'BROKEN':
        return reply.code(500).send({ error: 'down' });
      case 'BADSHAPE':
        return [{ ktypnr: 'abc' }];
      case 'NOTJSON':
        return reply.type('application/json').send('{not json');
      case 'SLOW':
        await new Promise((resolve) => setTimeout(resolve, 400));
        return [];
      default:
        return reply.code(404).send({ error: 'unknown plate' });
    }
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address}/v1/`, seen };
}

describe('HTTP vehicle registry', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  beforeAll(async () => {
    provider = await fakeProvider();
  });
  afterAll(async () => {
    await provider.app.close();
  });

  it('asks GET {url}/plates/{country}/{plate} with the bearer key and answers [{ktypnr}]', async () => {
    const registry = httpVehicleRegistry({ url: provider.url, apiKey: KEY });
    expect(await registry.lookupPlate('123ABC', 'EE')).toEqual([{ ktypnr: 10815 }]);
    expect(await registry.lookupPlate('555BBB', 'EE')).toEqual([{ ktypnr: 10885 }, { ktypnr: 20001 }]);
    expect(await registry.lookupPlate('ABC123', 'FI')).toEqual([]);
    expect(provider.seen.slice(-3)).toEqual(['EE 123ABC', 'EE 555BBB', 'FI ABC123']);
  });

  it('reports a provider that refuses, fails, answers nonsense or is too slow', async () => {
    const wrongKey = httpVehicleRegistry({ url: provider.url, apiKey: 'nope' });
    await expect(wrongKey.lookupPlate('123ABC', 'EE')).rejects.toThrow(new VehicleRegistryError('Vehicle registry answered HTTP 401'));
    const registry = httpVehicleRegistry({ url: provider.url, apiKey: KEY, timeoutMs: 100 });
    await expect(registry.lookupPlate('BROKEN', 'EE')).rejects.toThrow('Vehicle registry answered HTTP 500');
    await expect(registry.lookupPlate('BADSHAPE', 'EE')).rejects.toThrow('unexpected shape');
    await expect(registry.lookupPlate('NOTJSON', 'EE')).rejects.toThrow('invalid JSON');
    await expect(registry.lookupPlate('SLOW', 'EE')).rejects.toThrow(VehicleRegistryError);
    const closed = httpVehicleRegistry({ url: 'http://127.0.0.1:9/v1', apiKey: KEY });
    await expect(closed.lookupPlate('123ABC', 'EE')).rejects.toThrow('Vehicle registry unreachable');
  });

  it('is chosen by VEHICLE_REGISTRY_URL and VEHICLE_REGISTRY_KEY, else the database', async () => {
    const queries: unknown[][] = [];
    const db: Queryable = {
      query: async <R>(_sql: string, params?: readonly unknown[]) => {
        queries.push([...(params ?? [])]);
        return { rows: [{ ktypnr: 42 }] as R[] };
      },
      exec: async () => {},
      copyFrom: async () => {},
    };
    expect(await vehicleRegistryFromEnv({}, db).lookupPlate('123ABC', 'EE')).toEqual([{ ktypnr: 42 }]);
    expect(queries).toEqual([['EE', '123ABC']]);
    const http = vehicleRegistryFromEnv({ VEHICLE_REGISTRY_URL: provider.url, VEHICLE_REGISTRY_KEY: KEY }, db);
    expect(await http.lookupPlate('123ABC', 'EE')).toEqual([{ ktypnr: 10815 }]);
    expect(queries).toHaveLength(1);
    expect(() => vehicleRegistryFromEnv({ VEHICLE_REGISTRY_URL: provider.url }, db)).toThrow(VehicleRegistryConfigError);
    expect(() => vehicleRegistryFromEnv({ VEHICLE_REGISTRY_KEY: KEY }, db)).toThrow('must be set together');
    expect(() => vehicleRegistryFromEnv({ VEHICLE_REGISTRY_URL: 'ftp://x', VEHICLE_REGISTRY_KEY: KEY }, db)).toThrow('http:// or https://');
    expect(databaseVehicleRegistry(db)).toBeDefined();
  });
});
