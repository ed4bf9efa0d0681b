/**
 * A small round-robin reverse proxy for `npm run cluster` and its tests (ADR 0072): the local stand-in for the
 * nginx of compose.yaml, without compression or caching. Each request goes to the next instance; an instance
 * that refuses the connection (stopped, killed) has not seen the request, so it is sent to the next one, even a
 * POST, and the refusing instance is left out for a second. An instance that fails after taking the request is
 * not retried (an order may have been placed): the client gets 502 and decides.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Bodies larger than this are refused with 413 (the app's own limits are lower). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** How long an instance that refused a connection is left out. */
const DOWN_MS = 1000;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/** Options of `startProxy`. */
export interface ProxyOptions {
  /** The instances' base URLs (`http://127.0.0.1:3711`). */
  upstreams: readonly string[];
  port: number;
  host?: string;
}

/** A running proxy. */
export interface Proxy {
  url: string;
  /** Requests sent to each upstream so far (by base URL). */
  counts(): Record<string, number>;
  close(): Promise<void>;
}

function refused(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENOTFOUND';
}

function envelope(res: http.ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ code: status, result: message }));
}

export async function startProxy(options: ProxyOptions): Promise<Proxy> {
  if (options.upstreams.length === 0) throw new Error('The proxy needs at least one instance');
  const upstreams = options.upstreams.map((base) => ({ base, url: new URL(base), downUntil: 0, sent: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  const pick = (tried: Set<number>): number | null => {
    const now = Date.now();
    for (const preferUp of [true, false]) {
      for (let step = 0; step < upstreams.length; step += 1) {
        const at = (next + step) % upstreams.length;
        if (tried.has(at)) continue;
        if (preferUp && (upstreams[at]?.downUntil ?? 0) > now) continue;
        next = (at + 1) % upstreams.length;
        return at;
      }
    }
    return null;
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: Set<number>): void => {
    const at = pick(tried);
    if (at === null) {
      envelope(res, 502, 'No app instance answered');
      return;
    }
    tried.add(at);
    const upstream = upstreams[at]!;
    upstream.sent += 1;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const client = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${client}` : client;
    headers['x-forwarded-proto'] = 'http';
    headers['content-length'] = String(body.length);
    if (body.length === 0 && (req.method === 'GET' || req.method === 'HEAD')) delete headers['content-length'];
    const outgoing = http.request(
      { agent, host: upstream.url.hostname, port: upstream.url.port, method: req.method, path: req.url, headers },
      (answer) => {
        const back: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) back[name] = value;
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    outgoing.on('error', (error) => {
      if (refused(error) && !res.headersSent) {
        upstream.downUntil = Date.now() + DOWN_MS;
        forward(req, res, body, tried);
        return;
      }
      envelope(res, 502, 'The app instance failed while answering');
    });
    outgoing.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) envelope(res, 413, `Request body larger than ${MAX_BODY_BYTES} bytes`);
      else forward(req, res, Buffer.concat(chunks), new Set());
    });
    req.on('error', () => res.destroy());
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    counts: () => Object.fromEntries(upstreams.map((u) => [u.base, u.sent])),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
