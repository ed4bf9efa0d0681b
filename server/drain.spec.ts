import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackInFlight } from './drain';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose answers wait until `release()`; `arrived` resolves once a request is being handled. */
async function slowServer() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_request, response) => {
    arrived();
    void released.then(() => response.end('done'));
  });
  servers.push(server);
  const inFlight = trackInFlight(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, inFlight, release, arrival };
}

describe('graceful shutdown (ADR 0072)', () => {
  it('lets the request in flight finish and refuses new connections', async () => {
    const { url, inFlight, release, arrival } = await slowServer();
    const answer = fetch(url).then(async (response) => ({ status: response.status, body: await response.text() }));
    await arrival;
    expect(inFlight.count()).toBe(1);
    const drained = inFlight.drain(5000);
    await expect(fetch(url)).rejects.toThrow();
    release();
    expect(await drained).toBe(true);
    expect(await answer).toEqual({ status: 200, body: 'done' });
    expect(inFlight.count()).toBe(0);
  });

  it('gives up waiting after the timeout', async () => {
    const { url, inFlight, release, arrival } = await slowServer();
    const answer = fetch(url).catch(() => null);
    await arrival;
    expect(await inFlight.drain(50)).toBe(false);
    release();
    await answer;
  });
});
