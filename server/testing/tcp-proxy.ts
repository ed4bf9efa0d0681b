/**
 * A TCP proxy of the tests' own in front of a server (PostgreSQL), whose link can be cut and restored: a
 * cut resets every open connection and refuses new ones until `restore` (issue 18 item 16, link-cut tests).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

/** A running proxy. */
export interface TcpProxy {
  /** The local port it listens on (127.0.0.1). */
  port: number;
  /** Resets every open connection and refuses new ones. */
  cut(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  /** Connections forwarded since the start (a reconnect shows here). */
  accepted(): number;
  close(): Promise<void>;
}

/** Starts a proxy to `target` on an ephemeral port. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let linked = true;
  let accepted = 0;
  const server: Server = createServer((client) => {
    if (!linked) {
      client.resetAndDestroy();
      return;
    }
    accepted += 1;
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy has no port');
  return {
    port: address.port,
    cut() {
      linked = false;
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    },
    restore() {
      linked = true;
    },
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
