/**
 * Graceful shutdown (issue 22 item 1, ADR 0072): on SIGTERM the server stops accepting connections and lets
 * the requests in flight finish before the app closes. Closing the Fastify app at once would not do: a page
 * being rendered still calls the API in process (`app.inject`), which a closing app refuses, so the shopper
 * would get an error page. While draining, answers carry `Connection: close`, so kept-alive connections (a
 * proxy's) end after their current request instead of bringing new ones.
 */
import type { Server } from 'node:http';

/** Counts the requests in flight on `server`; `drain` stops it taking more and waits for them. */
export interface InFlight {
  count(): number;
  /**
   * Stops accepting connections, then resolves once no request is in flight (true), or after `timeoutMs`
   * (false). Idle kept-alive connections are closed as they become idle.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

export function trackInFlight(server: Server): InFlight {
  let inFlight = 0;
  let draining = false;
  server.on('request', (_request, response) => {
    inFlight += 1;
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  return {
    count: () => inFlight,
    drain: (timeoutMs) => {
      draining = true;
      // No new connections; the callback (all connections ended) is not awaited: idle ones are closed below.
      server.close();
      const deadline = Date.now() + timeoutMs;
      return new Promise<boolean>((resolve) => {
        const check = () => {
          server.closeIdleConnections();
          if (inFlight === 0) resolve(true);
          else if (Date.now() >= deadline) resolve(false);
          else setTimeout(check, 25);
        };
        check();
      });
    },
  };
}
