/**
 * Shared plumbing of the provider fakes: a Fastify app listening on 127.0.0.1 (port 0 by default) with a
 * form body parser, answered as `{url, close, state}`.
 */
import Fastify, { type FastifyInstance } from 'fastify';

/** A running fake: its base URL, how to stop it, and its inspectable state. */
export interface RunningFake<S> {
  url: string;
  close: () => Promise<void>;
  state: S;
}

/** Options every fake accepts. */
export interface FakeOptions {
  /** Port to listen on (0: any free port). */
  port?: number;
  host?: string;
}

/** A fake's Fastify app with form bodies parsed like a provider's API does (flat or `a[b]` keys kept as written). */
export function fakeApp(): FastifyInstance {
  // close() ends keep-alive connections at once, so specs and journeys stop their fakes quickly
  const app = Fastify({ forceCloseConnections: true });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  return app;
}

/** Starts the app and answers its URL and closer. */
export async function listen<S>(app: FastifyInstance, state: S, options: FakeOptions = {}): Promise<RunningFake<S>> {
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${host}:${port}`, close: () => app.close(), state };
}

/** The credentials of an `Authorization: Basic ...` header, or null. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at < 0 ? null : { user: decoded.slice(0, at), password: decoded.slice(at + 1) };
}
