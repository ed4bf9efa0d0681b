/**
 * Logs shared with support (issue 21 item 1, ADR 0066). A shopper's browser, after an explicit confirm,
 * POSTs its exported event log (JSON lines, tokens and passwords already redacted in the browser) to
 * `/api/ext/support-logs`; the answer is a short code the shopper reads out to support. Staff fetch the log
 * by that code (`GET /api/ext/support-logs/:code`, ops key only) in the support console at /support.
 * Logs are kept 30 days: every share and every fetch first deletes older ones, and an older code is unknown.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { EventLogFormatError, parseJsonl } from '../../src/kernel/event-log/jsonl';
import type { ApiDeps } from '../api/deps';
import { ApiError, badRequest, installRetryAfter, TooManyRequests } from '../api/errors';
import { duration } from '../commerce/users/rate-limit';
import type { Queryable } from '../storage/port';
import { admitStaff, STAFF_HEADERS } from './staff-gate';

/** The path of the share (POST) and, with `/:code`, of the staff fetch (GET). */
export const SUPPORT_LOGS_PATH = '/api/ext/support-logs';

/** The limits, named in the refusals and in the README. */
export const SUPPORT_LOG_LIMITS = {
  /** Largest log accepted, in bytes of UTF-8 (1 MiB: a long session is ~200 KB). */
  maxBytes: 1_048_576,
  /** Most events (lines) in one log. */
  maxLines: 5_000,
  /** Logs one client address may share per hour. */
  perAddress: { limit: 10, windowMs: 3_600_000 },
  /** How long a shared log is kept (30 days). */
  retentionMs: 30 * 24 * 3_600_000,
} as const;

/** Largest request body of a share: the log as a JSON string (quotes escaped) with room to spare. */
const SHARE_BODY_LIMIT = 3 * SUPPORT_LOG_LIMITS.maxBytes;

// No 0/O, 1/I/L: codes are read out over the phone. 31^10 ≈ 8·10^14 codes (about 50 bits).
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A fresh code, 10 unambiguous letters or digits shown as `XXXXX-XXXXX`. */
export function supportLogCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed (any case, spaces or dashes anywhere) in its stored form, or null when it cannot be one. */
export function normaliseSupportLogCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== CODE_LENGTH || [...plain].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** What the share answers. */
export interface SharedLogReceipt {
  code: string;
  expiresAt: string;
}

/** What staff get for a code. */
export interface SharedLog extends SharedLogReceipt {
  createdAt: string;
  lines: number;
  bytes: number;
  log: string;
}

/** Deletes the logs older than the retention; returns how many. */
export async function deleteExpiredSupportLogs(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ code: string }>('DELETE FROM support_log WHERE created_at < $1 RETURNING code', [new Date(now.getTime() - SUPPORT_LOG_LIMITS.retentionMs).toISOString()]);
  return rows.length;
}

/** The log checked against the limits and the export format; the number of events. */
export function checkSharedLog(log: unknown): number {
  if (typeof log !== 'string') throw badRequest('log: the exported event log (JSON lines) as a string is required');
  const { maxBytes, maxLines } = SUPPORT_LOG_LIMITS;
  const bytes = Buffer.byteLength(log, 'utf8');
  if (bytes > maxBytes) throw new ApiError(413, `The log is too large (${bytes} bytes; at most ${maxBytes} bytes, ${maxLines} lines). Download it instead and send the file.`);
  let events: number;
  try {
    events = parseJsonl(log).length;
  } catch (error) {
    if (error instanceof EventLogFormatError) throw badRequest(`log is not an exported event log: ${error.message}`);
    throw error;
  }
  if (events === 0) throw badRequest('log is empty: there is nothing to share yet');
  if (events > maxLines) throw new ApiError(413, `The log has too many events (${events}; at most ${maxLines} lines, ${maxBytes} bytes). Download it instead and send the file.`);
  return events;
}

async function assertShareAllowed(db: Queryable, address: string, now: Date): Promise<void> {
  const { limit, windowMs } = SUPPORT_LOG_LIMITS.perAddress;
  const { rows } = await db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM support_log WHERE address = $1 AND created_at > $2 ORDER BY created_at DESC OFFSET $3 LIMIT 1',
    [address, new Date(now.getTime() - windowMs).toISOString(), limit - 1],
  );
  const at = rows[0]?.created_at;
  if (at === undefined) return;
  const wait = Math.max(1, new Date(at).getTime() + windowMs - now.getTime());
  throw new TooManyRequests(`Too many logs shared from your address (${limit} in ${duration(windowMs)}). Please try again in ${duration(wait)}.`, Math.ceil(wait / 1000));
}

/** Stores a checked log under a fresh code (a new code on the rare collision). */
export async function storeSharedLog(db: Queryable, log: string, lines: number, address: string, now: Date): Promise<SharedLogReceipt> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = supportLogCode();
    const { rows } = await db.query<{ code: string }>(
      'INSERT INTO support_log (code, created_at, address, bytes, lines, body) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING RETURNING code',
      [code, now.toISOString(), address, Buffer.byteLength(log, 'utf8'), lines, log],
    );
    if (rows.length > 0) return { code, expiresAt: new Date(now.getTime() + SUPPORT_LOG_LIMITS.retentionMs).toISOString() };
  }
  throw new Error('No free support log code after 5 attempts');
}

/** The log of a code, unless it is unknown or older than the retention. */
export async function findSharedLog(db: Queryable, code: string, now: Date): Promise<SharedLog | null> {
  const { rows } = await db.query<{ code: string; created_at: Date | string; bytes: number; lines: number; body: string }>(
    'SELECT code, created_at, bytes, lines, body FROM support_log WHERE code = $1 AND created_at >= $2 LIMIT 1',
    [code, new Date(now.getTime() - SUPPORT_LOG_LIMITS.retentionMs).toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const createdAt = new Date(row.created_at);
  return {
    code: row.code,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + SUPPORT_LOG_LIMITS.retentionMs).toISOString(),
    lines: row.lines,
    bytes: row.bytes,
    log: row.body,
  };
}

type ShareRequest = { Body: { log?: unknown } | undefined };
type FetchRequest = { Params: { code: string } };

/** POST (anyone; rate-limited per address) and GET /:code (staff: the ops key). */
export async function supportLogRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  installRetryAfter(app);
  app.post<ShareRequest>(SUPPORT_LOGS_PATH, { bodyLimit: SHARE_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const lines = checkSharedLog(request.body?.log);
    const now = deps.now();
    await deleteExpiredSupportLogs(deps.db, now);
    await assertShareAllowed(deps.db, request.ip, now);
    return envelope(200, await storeSharedLog(deps.db, request.body!.log as string, lines, request.ip, now));
  });

  app.get<FetchRequest>(`${SUPPORT_LOGS_PATH}/:code`, async (request, reply) => {
    if (!admitStaff(request, reply, deps.commerce.opsKey, (status, message) => reply.code(status).send(envelope(status, message)))) return reply;
    const now = deps.now();
    await deleteExpiredSupportLogs(deps.db, now);
    const code = normaliseSupportLogCode(request.params.code);
    const found = code ? await findSharedLog(deps.db, code, now) : null;
    if (!found) return reply.code(404).headers(STAFF_HEADERS).send(envelope(404, `No shared log has the code ${request.params.code} (codes are 10 letters and digits, kept 30 days)`));
    return envelope(200, found);
  });
}
